import { imageUrl } from '../../domain/catalog';
import type { ProductDetail } from '../../domain/catalog-schema';

/** A small product image: the 160 px rendition, 320 px on dense screens. */
export function LineThumbnail({ product }: { product: ProductDetail | undefined }) {
  const image = product?.images[0] ?? product?.image;
  if (!image) return <div className="cart-line-image cart-line-image-empty" aria-hidden="true" />;
  return (
    <img
      className="cart-line-image"
      src={imageUrl(image.id, 160)}
      srcSet={`${imageUrl(image.id, 160)} 1x, ${imageUrl(image.id, 320)} 2x`}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
    />
  );
}
