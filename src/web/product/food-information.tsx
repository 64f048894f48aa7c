import type { ReactNode } from 'react';
import type { FoodInfo, NetContent } from '../../domain/catalog-schema';
import { ingredientParts } from '../../domain/food-info';
import { germanDecimal } from '../../domain/german-numbers';

function Ingredients({ text }: { text: string }) {
  return (
    <>
      {ingredientParts(text).map((part, index) =>
        part.allergen ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <strong key={index}>{part.text}</strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const netQuantity = (content: NetContent) => `${germanDecimal(content.amount, 3)} ${content.unit}`;

/**
 * docs/shop/food-information.md: the food information (LMIV) beside the purchase box, so it is
 * read before anything goes into the cart; the honey's origin in the Honigverordnung's words.
 */
export function FoodInformation({
  food,
  netContent,
}: {
  food: FoodInfo;
  netContent: NetContent | null;
}) {
  const rows: [string, ReactNode][] = [
    ['Bezeichnung', food.name],
    ['Zutaten', food.ingredients && <Ingredients text={food.ingredients} />],
    ['Nettofüllmenge', netContent && netQuantity(netContent)],
    ['Alkoholgehalt', food.alcohol],
    ['Mindesthaltbarkeit', food.bestBefore],
    ['Aufbewahrung', food.storage],
    ['Lebensmittelunternehmer', food.operator],
  ];
  const hasAllergens = ingredientParts(food.ingredients).some((part) => part.allergen);
  return (
    <section className="food-information mt-4" aria-labelledby="lebensmittelinformationen">
      <h2 id="lebensmittelinformationen" className="h5">
        Lebensmittelinformationen
      </h2>
      {food.origin && (
        <p className="food-origin fw-semibold mb-2" data-testid="food-origin">
          {food.origin}
        </p>
      )}
      <dl className="food-information-list mb-0">
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <div key={label} className="food-information-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {hasAllergens && (
        <p className="small text-body-secondary mt-2 mb-0">Allergene sind fett gedruckt.</p>
      )}
    </section>
  );
}
