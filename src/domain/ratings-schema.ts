import { z } from 'zod';
import { RATING_SCALE } from './ratings';
import {
  CONTROL_CHARACTERS_MESSAGE,
  NO_CONTROL_CHARACTERS,
  NO_CONTROL_CHARACTERS_BUT_LINES,
} from './text';

export const PublicRating = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  ort: z.string().nullable(),
  date: z.string(),
  rate: z.number().int().min(1).max(RATING_SCALE),
  comment: z.string().nullable(),
});
export type PublicRating = z.infer<typeof PublicRating>;

// the payment provider's id of a paid order: Stripe's payment intent or our simulated `pi_sim_…`
export const TransactionId = z
  .string()
  .regex(/^pi_[A-Za-z0-9_]{8,120}$/, { message: 'ist keine gültige Zahlungsnummer' });

export const RATING_TITLE_MAX = 100;
export const RATING_ORT_MAX = 80;
export const RATING_COMMENT_MAX = 2000;

// text is stored as typed and always rendered as text; control characters have no place in it
// (a comment may keep its line breaks)
const ratingText = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, { message: `höchstens ${max} Zeichen` })
    .regex(multiline ? NO_CONTROL_CHARACTERS_BUT_LINES : NO_CONTROL_CHARACTERS, {
      message: CONTROL_CHARACTERS_MESSAGE,
    })
    .transform((text) => (text === '' ? null : text))
    .nullable();

// docs/shop/ratings.md#rating-form: title, place and comment are optional in the form
const optionalText = (max: number, multiline = false) =>
  ratingText(max, multiline)
    .optional()
    .transform((text) => text ?? null);

const rate = z
  .number({ message: 'Es fehlt die Bewertung!' })
  .int()
  .min(1, { message: 'Es fehlt die Bewertung!' })
  .max(RATING_SCALE);

export const NewRating = z
  .object({
    transactionId: TransactionId,
    rate,
    title: optionalText(RATING_TITLE_MAX),
    ort: optionalText(RATING_ORT_MAX),
    comment: optionalText(RATING_COMMENT_MAX, true),
  })
  .strict();
export type NewRating = z.input<typeof NewRating>;

/** What the product page learns about a transaction id: nothing beyond these two facts. */
export const PurchaseCheck = z.object({
  status: z.enum(['succeeded', 'processing', 'canceled']),
  canRate: z.boolean(),
  /** A course bought but still ahead: the day (yyyy-mm-dd) it may be rated from; else null. */
  ratableFrom: z.string().nullable(),
});
export type PurchaseCheck = z.infer<typeof PurchaseCheck>;

export const RatingReceived = z.object({ id: z.number().int(), message: z.string() });

export const RatingUpdate = z
  .object({
    enabled: z.boolean().optional(),
    rate: rate.optional(),
    // absent leaves a field as it is; null or '' clears it
    title: ratingText(RATING_TITLE_MAX).optional(),
    ort: ratingText(RATING_ORT_MAX).optional(),
    comment: ratingText(RATING_COMMENT_MAX, true).optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'nichts zu ändern' });
export type RatingUpdate = z.output<typeof RatingUpdate>;

/** A rating as staff moderate it: with its product and whether the shop shows it. */
export const ModeratedRating = PublicRating.extend({
  productId: z.string(),
  productTitle: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type ModeratedRating = z.infer<typeof ModeratedRating>;
