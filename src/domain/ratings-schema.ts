import { z } from 'zod';
import { RATING_SCALE } from './ratings';

export const PublicRating = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  ort: z.string().nullable(),
  date: z.string(),
  rate: z.number().int().min(1).max(RATING_SCALE),
  comment: z.string().nullable(),
});
export type PublicRating = z.infer<typeof PublicRating>;
