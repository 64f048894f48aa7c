import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageRef as ImageRefShape, PRODUCT_TYPES } from './catalog';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from './text';

export const ProductType = z.enum(PRODUCT_TYPES);

// docs/shop/catalogue.md#products: course ids start with c, all other products with p
export const ProductId = z
  .string()
  .regex(
    /^[pc]-[a-z0-9-]{1,60}$/,
    'ist keine Produktnummer (p-… oder c-…, aus Kleinbuchstaben, Ziffern und -)',
  );
export type ProductId = z.infer<typeof ProductId>;

export const ImageId = z.string().regex(/^[a-f0-9]{24}$/, 'ist keine Bildnummer');

export const ImageWidth = z.coerce
  .number()
  .int()
  .refine((width) => (IMAGE_WIDTHS as readonly number[]).includes(width), {
    message: `ist keine der Bildbreiten ${IMAGE_WIDTHS.join(', ')}`,
  });

export const ImageRef = z.object({
  id: ImageId,
  alt: z.string(),
  url: z.string(),
  srcSet: z.string(),
}) satisfies z.ZodType<ImageRefShape>;

export const Rating = z.object({ mean: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof Rating>;

export const Property = z.object({ key: z.string(), value: z.string() });
export type Property = z.infer<typeof Property>;

export const NetContent = z.object({ amount: z.number().positive(), unit: z.enum(['g', 'ml']) });
export type NetContent = z.infer<typeof NetContent>;

/** A running reduction (docs/shop/product-page.md#reduced-price); `priceCents` is then the reduced one. */
export const PriceReduction = z.object({
  struckCents: z.number().int(),
  lowestPriorCents: z.number().int(),
  endsAt: z.string(),
});

/** The food information (LMIV) as the product page shows it; allergens marked `**…**`. */
export const FoodInfo = z.object({
  name: z.string(),
  ingredients: z.string(),
  bestBefore: z.string(),
  storage: z.string(),
  operator: z.string(),
  alcohol: z.string(),
  /** The Honigverordnung's wording ("Herkunft: Deutschland"), null when not honey. */
  origin: z.string().nullable(),
});
export type FoodInfo = z.infer<typeof FoodInfo>;

export const ProductSummary = z.object({
  id: ProductId,
  type: ProductType,
  title: z.string(),
  priceCents: z.number().int(),
  shortDescription: z.string(),
  amountAvailable: z.number().int(),
  image: ImageRef.nullable(),
  rating: Rating,
  firstProperty: Property.nullable(),
  taxRateBp: z.number().int(),
  /** Food sold by weight or volume: the Grundpreis (PAngV) is shown wherever the price is. */
  netContent: NetContent.nullable(),
  reduction: PriceReduction.nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const CourseDate = z.object({
  id: z.number().int(),
  /** Group name for a series course ("Gruppe 1"), null for a single date. */
  label: z.string().nullable(),
  /** First (or only) day, ISO yyyy-mm-dd. */
  date: z.string(),
  time: z.string(),
  totalSpace: z.number().int(),
  reserved: z.number().int(),
  free: z.number().int(),
  /** All days of a series group, ISO; just [date] for a single date. */
  fixedDates: z.array(z.string()),
});
export type CourseDate = z.infer<typeof CourseDate>;

export const CourseSection = z.object({ heading: z.string(), items: z.array(z.string()) });
export type CourseSection = z.infer<typeof CourseSection>;

export const CourseInfo = z.object({
  /** A series is booked as a whole group of fixed dates ("Wähle ein Gruppenkurs"). */
  series: z.boolean(),
  time: z.string(),
  location: z.string(),
  sections: z.array(CourseSection),
  dates: z.array(CourseDate),
});
export type CourseInfo = z.infer<typeof CourseInfo>;

export const ProductDetail = ProductSummary.extend({
  /** The most one order may take (domain/order-limits.ts). */
  maxPerOrder: z.number().int(),
  description: z.string(),
  longDescription: z.string(),
  images: z.array(ImageRef),
  properties: z.array(Property),
  /** Food only (the categories the shop's setting names). */
  food: FoodInfo.nullable(),
  course: CourseInfo.nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ShippingCost = z.object({
  id: z.number().int(),
  name: z.string(),
  amountCents: z.number().int(),
});
export type ShippingCost = z.infer<typeof ShippingCost>;

export const DiscountCodeText = z
  .string()
  .trim()
  .max(64)
  .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);
export const DiscountCode = z.object({
  code: z.string(),
  percentage: z.number().int().min(0).max(100),
});
export type DiscountCode = z.infer<typeof DiscountCode>;

export const ProductListQuery = z.object({ type: ProductType }).strict();
