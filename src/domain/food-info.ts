// Food information (LMIV, EU 1169/2011) and the honey's origin (Honigverordnung): what a food
// product must show before the order, and what keeps it from being listed while missing.
// Which categories are food is a shop setting (docs/shop/food-information.md).
import type { ProductType } from './catalog';

/** Where a honey comes from: one country, or one of the Honigverordnung's blend wordings. */
export const HONEY_ORIGINS = ['', 'country', 'eu', 'non-eu', 'eu-and-non-eu'] as const;
export type HoneyOrigin = (typeof HONEY_ORIGINS)[number];

/** The food fields as staff edit and the shop stores them; empty text means "not given". */
export interface FoodFields {
  /** Bezeichnung des Lebensmittels ("Blütenhonig", "Honigwein"). */
  name: string;
  /** Zutaten; allergens between double asterisks: "Honigwein, **Sulfite**". */
  ingredients: string;
  /** Mindesthaltbarkeit as printed ("Mindestens haltbar bis: siehe Deckel"). */
  bestBefore: string;
  /** Aufbewahrung; optional where the food needs no special care. */
  storage: string;
  /** Name and address of the food business operator, one line each. */
  operator: string;
  /** Alkoholgehalt of a drink above 1,2 % vol ("11 % vol"). */
  alcohol: string;
  honeyOrigin: HoneyOrigin;
  /** The country when `honeyOrigin` is "country". */
  originCountry: string;
}

export const EMPTY_FOOD: FoodFields = {
  name: '',
  ingredients: '',
  bestBefore: '',
  storage: '',
  operator: '',
  alcohol: '',
  honeyOrigin: '',
  originCountry: '',
};

/** The setting: which categories sell food, and which of them honey (its origin is required). */
export interface FoodTypes {
  food: readonly string[];
  honey: readonly string[];
}

export const DEFAULT_FOOD_TYPES: { food: ProductType[]; honey: ProductType[] } = {
  food: ['honig', 'drink', 'strength'],
  honey: ['honig'],
};

/** The Honigverordnung's words for a honey's origin; null when none was given. */
export function honeyOriginText(food: Pick<FoodFields, 'honeyOrigin' | 'originCountry'>) {
  switch (food.honeyOrigin) {
    case 'country':
      return food.originCountry.trim() ? `Herkunft: ${food.originCountry.trim()}` : null;
    case 'eu':
      return 'Mischung von Honig aus EU-Ländern';
    case 'non-eu':
      return 'Mischung von Honig aus Nicht-EU-Ländern';
    case 'eu-and-non-eu':
      return 'Mischung von Honig aus EU- und Nicht-EU-Ländern';
    default:
      return null;
  }
}

export interface IngredientPart {
  text: string;
  allergen: boolean;
}

/** "Honigwein, **Sulfite**" → the parts, allergens marked, to be shown in bold. */
export function ingredientParts(ingredients: string): IngredientPart[] {
  return ingredients
    .split(/\*\*(.+?)\*\*/)
    .map((text, index) => ({ text, allergen: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** The ingredients as plain text, allergens in capitals (structured data has no bold). */
export const plainIngredients = (ingredients: string) =>
  ingredientParts(ingredients)
    .map((part) => (part.allergen ? part.text.toLocaleUpperCase('de-DE') : part.text))
    .join('');

export interface MissingFood {
  /** The form field: `food.name`, …, or `netContentAmount`. */
  field: string;
  message: string;
}

/**
 * What a food product still lacks before it may be listed (LMIV Art. 9: name, ingredients, net
 * quantity, minimum durability, operator; the Honigverordnung's origin for honey).
 */
export function missingFoodInformation(
  type: string,
  food: FoodFields,
  hasNetContent: boolean,
  types: FoodTypes,
): MissingFood[] {
  if (!types.food.includes(type)) return [];
  const missing: MissingFood[] = [];
  const need = (field: keyof FoodFields, message: string) => {
    if (food[field].trim() === '') missing.push({ field: `food.${field}`, message });
  };
  need('name', 'Bitte die Bezeichnung des Lebensmittels angeben.');
  need('ingredients', 'Bitte das Zutatenverzeichnis angeben.');
  if (!hasNetContent) {
    missing.push({ field: 'netContentAmount', message: 'Bitte die Füllmenge angeben.' });
  }
  need('bestBefore', 'Bitte das Mindesthaltbarkeitsdatum (oder wo es steht) angeben.');
  need('operator', 'Bitte Name und Anschrift des Lebensmittelunternehmers angeben.');
  if (types.honey.includes(type)) {
    if (food.honeyOrigin === '') {
      missing.push({
        field: 'food.honeyOrigin',
        message: 'Bitte die Herkunft des Honigs angeben.',
      });
    } else if (food.honeyOrigin === 'country') {
      need('originCountry', 'Bitte das Ursprungsland angeben.');
    }
  }
  return missing;
}

export const NOT_LISTABLE_MESSAGE =
  'Ein Lebensmittel wird erst mit allen Pflichtangaben sichtbar geschaltet.';
