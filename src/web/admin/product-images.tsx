import type { AdminProduct } from '../../domain/product-admin-schema';
import { ProductImageArrangement } from './product-image-arrangement';
import { ProductImageUpload } from './product-image-upload';

/**
 * The product's pictures: new ones uploaded, then ordered and described. The order decides what
 * the shop shows, the first on the card.
 */
export function ProductImages({
  product,
  onChanged,
}: {
  product: AdminProduct;
  /** Every change answers with the whole product: the page shows it from then on. */
  onChanged(product: AdminProduct): void;
}) {
  return (
    <section aria-labelledby="produkt-bilder" className="staff-tile mt-4">
      <h2 id="produkt-bilder" className="h5">
        Bilder
      </h2>
      <ProductImageUpload productId={product.id} onChanged={onChanged} />
      <ProductImageArrangement product={product} onChanged={onChanged} />
    </section>
  );
}
