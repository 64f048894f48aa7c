import type { ProductDetail } from '../../domain/catalog-schema';
import { PropertyList } from './property-list';

/**
 * docs/shop/product-page.md#more-information: long description under "Weiter Informationen";
 * properties for non-courses.
 */
export function MoreInformation({ product }: { product: ProductDetail }) {
  // courses show their facts in the course overview instead
  const showProperties = product.type !== 'course' && product.properties.length > 0;
  const text = product.longDescription || product.description;
  // an imported product may come without any text: no heading over nothing
  if (!text && !showProperties) return null;
  return (
    <section className="product-section" aria-labelledby="weitere-informationen">
      <div className="row g-4 g-xl-5">
        <div className={showProperties ? 'col-lg-7' : 'col-lg-9'}>
          <h2 id="weitere-informationen" className="section-title">
            Weiter Informationen
          </h2>
          <p className="product-long-description mb-0">{text}</p>
        </div>
        {showProperties && (
          <div className="col-lg-5">
            <PropertyList properties={product.properties} />
          </div>
        )}
      </div>
    </section>
  );
}
