// What a product save must respect beyond its schema: a food is listed only with its food
// information, and a reduction keeps the price history honest (docs/decisions/034-food-information-and-reduced-prices.md).
import {
  type FoodFields,
  type FoodTypes,
  missingFoodInformation,
  NOT_LISTABLE_MESSAGE,
} from '../../domain/food-info';
import { berlinLocalText, type Reduction } from '../../domain/price-history';
import type { ProductFields } from '../../domain/product-admin-schema';
import { AppError, invalidInput } from '../errors';
import { requestedReduction } from './price-history';

/** The shop's clock and its setting of which categories sell food. */
export interface ProductSaveRules {
  now: Date;
  foodTypes: FoodTypes;
}

/** A food product lacking a mandatory field may be saved, but not shown in the shop. */
export function checkListable(fields: ProductFields, foodTypes: FoodTypes): void {
  if (!fields.productDisplayed) return;
  const missing = missingFoodInformation(
    fields.type,
    fields.food,
    fields.netContentAmount !== null,
    foodTypes,
  );
  const [first] = missing;
  if (!first) return;
  const field = `body.fields.${first.field}`;
  throw new AppError(
    422,
    'FOOD_INFORMATION_MISSING',
    `${field}: ${first.message} ${NOT_LISTABLE_MESSAGE}`,
    { field, missing: missing.map((item) => ({ ...item, field: `body.fields.${item.field}` })) },
  );
}

/** Food information is kept for food categories only. */
export const storedFood = (fields: ProductFields, foodTypes: FoodTypes): FoodFields | null =>
  foodTypes.food.includes(fields.type) ? fields.food : null;

/**
 * The reduction to store: the one stored before when the form left it as shown (its start may
 * have been moved to the moment it was saved), else the requested one, which must end later
 * than now.
 */
export function reductionToStore(
  fields: ProductFields,
  before: Reduction | null,
  now: Date,
): Reduction | null {
  if (
    before &&
    fields.reducedPriceCents === before.priceCents &&
    fields.reductionStartsAt === berlinLocalText(before.startsAt) &&
    fields.reductionEndsAt === berlinLocalText(before.endsAt)
  ) {
    return before;
  }
  const requested = requestedReduction(fields, now);
  if (requested && requested.endsAt <= now) {
    throw invalidInput('body.fields.reductionEndsAt', 'Das Ende liegt schon in der Vergangenheit.');
  }
  if (requested && requested.endsAt <= requested.startsAt) {
    throw invalidInput('body.fields.reductionEndsAt', 'Das Ende muss nach dem Beginn liegen.');
  }
  return requested;
}

export const reductionColumns = (reduction: Reduction | null) => ({
  reducedPriceCents: reduction?.priceCents ?? null,
  reductionStartsAt: reduction?.startsAt ?? null,
  reductionEndsAt: reduction?.endsAt ?? null,
});
