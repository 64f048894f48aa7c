import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '../../domain/catalog';

interface CategoryButtonsProps {
  selected: ProductType;
  onSelect: (category: ProductType) => void;
}

/** docs/shop/catalogue.md#categories: six category buttons; the selected one is pressed. */
export function CategoryButtons({ selected, onSelect }: CategoryButtonsProps) {
  return (
    <fieldset className="category-buttons">
      <legend className="visually-hidden">Kategorien</legend>
      {PRODUCT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={`btn rounded-pill ${type === selected ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={type === selected}
          onClick={() => onSelect(type)}
        >
          {PRODUCT_TYPE_LABELS[type]}
        </button>
      ))}
    </fieldset>
  );
}
