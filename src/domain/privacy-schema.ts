import { z } from 'zod';
import { EMPTY } from './attendee-schema';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from './text';

/** Whose data staff export or erase: the customer's e-mail address. */
export const CustomerEmail = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, `E-Mail ${EMPTY}`)
      .max(254, EMAIL_MESSAGE)
      .regex(EMAIL_PATTERN, EMAIL_MESSAGE),
  })
  .strict();
