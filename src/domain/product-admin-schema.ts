import { z } from 'zod';
import { PRODUCT_TYPES } from './catalog';
import { ImageId, Property } from './catalog-schema';
import { parseEuroInput } from './euro-input';
import { EMPTY_FOOD, HONEY_ORIGINS } from './food-info';
import { emptyIsNull, textLine, textParagraphs } from './form-text';
import { wholeNumber } from './whole-number';

/** More than any farm shop holds; also the most a save may move the stock to. */
export const MAX_STOCK = 1_000_000;

export const PRICE_MESSAGE = 'Bitte einen Preis in Euro eingeben, z. B. 6,75.';
const REDUCED_PRICE_MESSAGE = 'Bitte den reduzierten Preis eingeben, oder Beginn und Ende leeren.';
const BELOW_PRICE_MESSAGE = 'Der reduzierte Preis muss unter dem regulären Preis liegen.';

/** The LMIV fields; what a food must have to be listed is checked on saving (food-info.ts). */
export const FoodFieldsSchema = z
  .object({
    name: textLine('Die Bezeichnung', 200),
    ingredients: textParagraphs('Das Zutatenverzeichnis', 2_000),
    bestBefore: textLine('Die Mindesthaltbarkeit', 200),
    storage: textLine('Der Aufbewahrungshinweis', 300),
    operator: textParagraphs('Der Lebensmittelunternehmer', 500),
    alcohol: textLine('Der Alkoholgehalt', 40),
    honeyOrigin: z.enum(HONEY_ORIGINS, { message: 'Bitte eine Herkunft wählen.' }),
    originCountry: textLine('Das Ursprungsland', 200),
  })
  .strict();

// a datetime-local field's text, read as Berlin time
const BERLIN_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const localTime = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || BERLIN_LOCAL.test(text), `Bitte ${label} wählen.`);

export const ProductFields = z
  .object({
    type: z.enum(PRODUCT_TYPES, { message: 'Bitte eine Kategorie wählen.' }),
    title: textLine('Der Titel', 120).min(1, 'Bitte einen Titel eingeben.'),
    price: z
      .string()
      .trim()
      .refine((text) => parseEuroInput(text) !== null, PRICE_MESSAGE),
    shortDescription: textLine('Die Kurzbeschreibung', 300),
    description: textParagraphs('Die Beschreibung', 5_000),
    longDescription: textParagraphs('Der lange Text', 20_000),
    amountAvailable: wholeNumber('Der Bestand', 0, MAX_STOCK),
    productDisplayed: z.boolean(),
    properties: z
      .array(
        z
          .object({
            key: textLine('Eine Eigenschaft', 60).min(
              1,
              'Bitte der Eigenschaft einen Namen geben.',
            ),
            value: textLine('Ein Wert', 200),
          })
          .strict(),
      )
      .max(30, 'Höchstens 30 Eigenschaften.'),
    netContentAmount: z.preprocess(
      emptyIsNull,
      wholeNumber('Die Füllmenge', 1, 100_000).nullable(),
    ),
    netContentUnit: z.preprocess(emptyIsNull, z.enum(['g', 'ml']).nullable()),
    taxClassId: z.string().trim().min(1, 'Bitte einen Steuersatz wählen.').max(40),
    maxPerOrder: z.preprocess(emptyIsNull, wholeNumber('Die Höchstmenge', 1, 999).nullable()),
    courseTime: textLine('Die Uhrzeit', 200).default(''),
    courseLocation: textLine('Der Ort', 200).default(''),
    // docs/shop/courses.md#reminder: said in the reminder and the calendar file
    courseBring: textParagraphs('Was mitzubringen ist', 1_000).default(''),
    courseSeries: z.boolean().default(false),
    food: FoodFieldsSchema.default(EMPTY_FOOD),
    reducedPrice: z
      .string()
      .trim()
      .refine((text) => text === '' || parseEuroInput(text) !== null, PRICE_MESSAGE)
      .default(''),
    reductionStartsAt: localTime('den Beginn').default(''),
    reductionEndsAt: localTime('das Ende').default(''),
  })
  .strict()
  .refine((input) => (input.netContentAmount === null) === (input.netContentUnit === null), {
    message: 'Füllmenge und Einheit gehören zusammen.',
    path: ['netContentAmount'],
  })
  .superRefine((input, context) => {
    const reduced = parseEuroInput(input.reducedPrice);
    if (reduced === null) {
      if (input.reductionStartsAt || input.reductionEndsAt)
        context.addIssue({
          code: 'custom',
          path: ['reducedPrice'],
          message: REDUCED_PRICE_MESSAGE,
        });
      return;
    }
    if (reduced >= (parseEuroInput(input.price) ?? 0))
      context.addIssue({ code: 'custom', path: ['reducedPrice'], message: BELOW_PRICE_MESSAGE });
    if (!input.reductionStartsAt)
      context.addIssue({
        code: 'custom',
        path: ['reductionStartsAt'],
        message: 'Ab wann gilt der reduzierte Preis?',
      });
    if (!input.reductionEndsAt)
      context.addIssue({
        code: 'custom',
        path: ['reductionEndsAt'],
        message: 'Bis wann gilt der reduzierte Preis?',
      });
    else if (input.reductionStartsAt && input.reductionEndsAt <= input.reductionStartsAt)
      context.addIssue({
        code: 'custom',
        path: ['reductionEndsAt'],
        message: 'Das Ende muss nach dem Beginn liegen.',
      });
  })
  .transform(({ price, reducedPrice, reductionStartsAt, reductionEndsAt, ...rest }) => {
    const reducedPriceCents = parseEuroInput(reducedPrice);
    return {
      ...rest,
      priceCents: parseEuroInput(price) ?? 0,
      reducedPriceCents,
      reductionStartsAt: reducedPriceCents === null ? null : reductionStartsAt,
      reductionEndsAt: reducedPriceCents === null ? null : reductionEndsAt,
    };
  });

export type ProductFields = z.output<typeof ProductFields>;
/** What the edit form holds: the price as typed ("6,75"), numbers possibly as text. */
export type ProductForm = z.input<typeof ProductFields>;

const Version = z.number().int().min(1).max(2_147_483_647);

/**
 * A save names the version it was edited from (an older one gets 409, not an overwrite) and the
 * stock the form started with, so sales made meanwhile stay counted.
 */
export const ProductUpdate = z
  .object({ version: Version, stockWas: z.number().int().min(0), fields: ProductFields })
  .strict();

export const ProductRemoval = z.object({ version: Version }).strict();

/** A product's fields as stored and answered: the price in cents, no form text left. */
const StoredProductFields = z.object({
  type: z.enum(PRODUCT_TYPES),
  title: z.string(),
  priceCents: z.number().int(),
  shortDescription: z.string(),
  description: z.string(),
  longDescription: z.string(),
  amountAvailable: z.number().int(),
  productDisplayed: z.boolean(),
  properties: z.array(Property),
  netContentAmount: z.number().int().nullable(),
  netContentUnit: z.enum(['g', 'ml']).nullable(),
  taxClassId: z.string(),
  maxPerOrder: z.number().int().nullable(),
  courseTime: z.string(),
  courseLocation: z.string(),
  courseBring: z.string(),
  courseSeries: z.boolean(),
  food: z.object({
    name: z.string(),
    ingredients: z.string(),
    bestBefore: z.string(),
    storage: z.string(),
    operator: z.string(),
    alcohol: z.string(),
    honeyOrigin: z.enum(HONEY_ORIGINS),
    originCountry: z.string(),
  }),
  reducedPriceCents: z.number().int().nullable(),
  /** Berlin wall time, as the form's datetime-local fields hold it. */
  reductionStartsAt: z.string().nullable(),
  reductionEndsAt: z.string().nullable(),
}) satisfies z.ZodType<ProductFields>;

export const AdminProductImage = z.object({ id: z.string(), alt: z.string(), url: z.string() });
export type AdminProductImage = z.infer<typeof AdminProductImage>;

/**
 * The backoffice product list shows at most this many, the first by title: a catalogue brought
 * over from the old shop can hold thousands, which the search and the filters narrow down.
 */
export const ADMIN_PRODUCT_LIST_LIMIT = 1000;

export const AdminProductRow = z.object({
  id: z.string(),
  type: z.enum(PRODUCT_TYPES),
  title: z.string(),
  priceCents: z.number().int(),
  amountAvailable: z.number().int(),
  productDisplayed: z.boolean(),
  archived: z.boolean(),
  imageUrl: z.string().nullable(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

/** The list's first products by title, and how many match the filter in all. */
export const AdminProductList = z.object({
  products: z.array(AdminProductRow),
  total: z.number().int(),
});
export type AdminProductList = z.infer<typeof AdminProductList>;

/** A product as staff edit it: `version` names what a save was edited from. */
export const AdminProduct = z.object({
  id: z.string(),
  version: z.number().int(),
  archived: z.boolean(),
  updatedAt: z.string(),
  fields: StoredProductFields,
  images: z.array(AdminProductImage),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

/** A removed product is gone, or archived when orders name it. */
export const ProductRemoved = z.object({ outcome: z.enum(['deleted', 'archived']) });

export const TaxClass = z.object({ id: z.string(), name: z.string(), rateBp: z.number().int() });
export type TaxClass = z.infer<typeof TaxClass>;

export const ProductListFilter = z
  .object({
    q: z.string().trim().max(100).optional(),
    type: z.enum(PRODUCT_TYPES).optional(),
    archived: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .strict();

/** Images in the order the shop shows them (the first is the one on cards), with alt texts. */
export const ProductImagesOrder = z
  .object({
    images: z
      .array(
        z
          .object({
            id: ImageId,
            alt: textLine('Ein Bildtext', 200),
          })
          .strict(),
      )
      .max(30),
  })
  .strict();
/** The pictures' form: their ids in the shop's order, each with its alt text as typed. */
export type ProductImagesForm = z.input<typeof ProductImagesOrder>;

/** Uploads staff may make: checked by the bytes, not the file name. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES_TEXT = 'JPEG, PNG oder WebP';
