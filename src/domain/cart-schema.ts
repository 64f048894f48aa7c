import { z } from 'zod';
import { ProductId } from './catalog-schema';
import { PHONE_PATTERN } from './course-booking';
import {
  CONTROL_CHARACTERS_MESSAGE,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  INT4_MAX,
  NO_CONTROL_CHARACTERS,
} from './text';

// spec §5 field names; the phone must have at least a few digits to be reachable
export const Attendee = z
  .object({
    firstName: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE),
    lastName: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE),
    email: z.string().trim().max(254).regex(EMAIL_PATTERN, EMAIL_MESSAGE),
    phone: z.string().trim().regex(PHONE_PATTERN, 'must be a phone number'),
  })
  .strict();
export type Attendee = z.infer<typeof Attendee>;

export const CourseSelection = Attendee.extend({
  courseDateId: z.number().int().positive().max(INT4_MAX),
}).strict();
export type CourseSelection = z.infer<typeof CourseSelection>;

/** What the cart cookie holds: ids, quantities and course details, never prices (decisions.md). */
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
