import { PRODUCT_TYPE_LABELS } from '../../domain/catalog';
import { PageMeta } from '../seo/page-meta';
import { CategoryButtons } from './category-buttons';
import { MarqueeBanner } from './marquee-banner';
import { ProductCollection } from './product-collection';
import { useCategory } from './use-category';

const LEAD =
  'Honig aus eigener Imkerei, Kräuter aus unserem Garten, Pflege und Kurse für Neugierige.';

export function ShopHome() {
  const [category, selectCategory] = useCategory();
  return (
    <>
      <PageMeta
        title={`Shop – ${PRODUCT_TYPE_LABELS[category]}`}
        description={`${PRODUCT_TYPE_LABELS[category]} aus dem Hofladen: ${LEAD}`}
        path={category === 'honig' ? '/' : `/?kategorie=${category}`}
      />
      <MarqueeBanner text="Weitere Produkte folgen bald..." />
      <section className="shop-intro">
        <div className="container">
          <p className="shop-eyebrow">Direkt vom Hof</p>
          <h1 className="shop-title">Shop</h1>
          <p className="shop-lead">{LEAD}</p>
          <CategoryButtons selected={category} onSelect={selectCategory} />
        </div>
      </section>
      <section className="container collection" aria-labelledby="kollektion">
        <div className="collection-heading">
          <h2 id="kollektion" className="collection-title">
            Kollektion
          </h2>
          <span className="collection-category" aria-hidden="true">
            {PRODUCT_TYPE_LABELS[category]}
          </span>
        </div>
        <ProductCollection key={category} category={category} />
      </section>
    </>
  );
}
