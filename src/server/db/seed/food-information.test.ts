import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOD_TYPES, missingFoodInformation } from '../../../domain/food-info';
import { CATALOGUE } from './catalogue-data';
import { FOOD_INFORMATION } from './food-information';

describe('the demo catalogue’s food information', () => {
  it('is complete for every food product, so each may be listed', () => {
    const food = CATALOGUE.filter((product) =>
      (DEFAULT_FOOD_TYPES.food as string[]).includes(product.type),
    );
    expect(food.length).toBeGreaterThan(20);
    for (const product of food) {
      const info = FOOD_INFORMATION[product.id];
      expect(info, product.id).toBeDefined();
      if (!info) continue;
      expect(
        missingFoodInformation(product.type, info, Boolean(product.netContent), DEFAULT_FOOD_TYPES),
        product.id,
      ).toEqual([]);
    }
  });

  it('gives nothing to products that are no food', () => {
    const others = CATALOGUE.filter((product) => !DEFAULT_FOOD_TYPES.food.includes(product.type));
    expect(others.filter((product) => FOOD_INFORMATION[product.id])).toEqual([]);
  });
});
