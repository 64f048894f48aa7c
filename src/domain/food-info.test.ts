import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FOOD_TYPES,
  EMPTY_FOOD,
  type FoodFields,
  honeyOriginText,
  ingredientParts,
  missingFoodInformation,
  plainIngredients,
} from './food-info';

const complete: FoodFields = {
  ...EMPTY_FOOD,
  name: 'Waldhonig',
  ingredients: 'Waldhonig',
  bestBefore: 'siehe Deckel',
  operator: 'Imkerei Sonnenwiese\nLindenweg 4\n14467 Potsdam',
  honeyOrigin: 'country',
  originCountry: 'Deutschland',
};

describe('the honey’s origin in the Honigverordnung’s words', () => {
  it('names one country, or the blend wording', () => {
    expect(honeyOriginText(complete)).toBe('Herkunft: Deutschland');
    expect(honeyOriginText({ honeyOrigin: 'eu', originCountry: '' })).toBe(
      'Mischung von Honig aus EU-Ländern',
    );
    expect(honeyOriginText({ honeyOrigin: 'non-eu', originCountry: '' })).toBe(
      'Mischung von Honig aus Nicht-EU-Ländern',
    );
    expect(honeyOriginText({ honeyOrigin: 'eu-and-non-eu', originCountry: '' })).toBe(
      'Mischung von Honig aus EU- und Nicht-EU-Ländern',
    );
    expect(honeyOriginText({ honeyOrigin: 'country', originCountry: ' ' })).toBeNull();
    expect(honeyOriginText({ honeyOrigin: '', originCountry: 'Deutschland' })).toBeNull();
  });
});

describe('allergens in the ingredients', () => {
  it('marks what stands between double asterisks', () => {
    expect(ingredientParts('Wasser, Honig, **Sulfite**, Hefe')).toEqual([
      { text: 'Wasser, Honig, ', allergen: false },
      { text: 'Sulfite', allergen: true },
      { text: ', Hefe', allergen: false },
    ]);
    expect(plainIngredients('Zucker, **Milch**pulver')).toBe('Zucker, MILCHpulver');
  });

  it('keeps every character of the text but the markers', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const joined = ingredientParts(text)
          .map((part) => part.text)
          .join('');
        expect(joined.length).toBeLessThanOrEqual(text.length);
        if (!text.includes('*')) expect(joined).toBe(text);
      }),
    );
  });
});

describe('what a food lacks before it may be listed', () => {
  it('asks nothing of categories that are no food (cosmetics keep their INCI list)', () => {
    expect(missingFoodInformation('care', EMPTY_FOOD, false, DEFAULT_FOOD_TYPES)).toEqual([]);
    expect(missingFoodInformation('honig', complete, true, DEFAULT_FOOD_TYPES)).toEqual([]);
  });

  it('names each missing mandatory field, the honey’s origin only for honey', () => {
    const fields = (type: string, food: FoodFields, net: boolean) =>
      missingFoodInformation(type, food, net, DEFAULT_FOOD_TYPES).map((item) => item.field);
    expect(fields('honig', EMPTY_FOOD, false)).toEqual([
      'food.name',
      'food.ingredients',
      'netContentAmount',
      'food.bestBefore',
      'food.operator',
      'food.honeyOrigin',
    ]);
    expect(fields('drink', EMPTY_FOOD, true)).toEqual([
      'food.name',
      'food.ingredients',
      'food.bestBefore',
      'food.operator',
    ]);
    expect(fields('honig', { ...complete, originCountry: '' }, true)).toEqual([
      'food.originCountry',
    ]);
  });

  it('follows the setting: a category made food by staff needs the same', () => {
    const types = { food: ['other'], honey: [] };
    expect(missingFoodInformation('other', EMPTY_FOOD, true, types)).toHaveLength(4);
    expect(missingFoodInformation('honig', EMPTY_FOOD, true, types)).toEqual([]);
  });
});
