import { z } from 'zod';
import { Attendee } from './attendee-schema';
import { ProductId } from './catalog-schema';
import { INT4_MAX } from './text';

export const CourseSelection = Attendee.extend({
  courseDateId: z.number().int().positive().max(INT4_MAX),
  // a waitlist offer's link token: checkout books the places the offer holds
  // (docs/shop/courses.md#waitlist)
  offer: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
}).strict();
export type CourseSelection = z.infer<typeof CourseSelection>;

/**
 * What the cart cookie holds: ids, quantities and course details, never prices
 * (docs/decisions/019-money-and-totals.md).
 */
export const CartLine = z
  .object({
    itemId: ProductId,
    quantity: z.number().int().min(1).max(999),
    course: CourseSelection.nullable(),
    tempId: z.string().regex(/^[A-Za-z0-9]{11}$/),
  })
  .strict();
export type CartLine = z.infer<typeof CartLine>;

export const Cart = z.array(CartLine).max(100);
export type Cart = z.infer<typeof Cart>;
