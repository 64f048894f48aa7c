import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '../../domain/catalog';
import { CATEGORY_PARAM } from './use-category';

interface CategoryButtonsProps {
  selected: ProductType;
  onSelect: (category: ProductType) => void;
}

/**
 * docs/shop/catalogue.md#categories: six category buttons; the selected one is pressed. Each
 * submits `?kategorie=…` to the home, so without JavaScript a press loads that category's page;
 * the app switches in place instead.
 */
export function CategoryButtons({ selected, onSelect }: CategoryButtonsProps) {
  return (
    <form method="get" action="/">
      <fieldset className="category-buttons">
        <legend className="visually-hidden">Kategorien</legend>
        {PRODUCT_TYPES.map((type) => (
          <button
            key={type}
            type="submit"
            name={CATEGORY_PARAM}
            value={type}
            className={`btn rounded-pill ${type === selected ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={type === selected}
            onClick={(event) => {
              event.preventDefault();
              onSelect(type);
            }}
          >
            {PRODUCT_TYPE_LABELS[type]}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
