import { z } from 'zod';
import { EmailAddress } from './attendee-schema';

/** Whose data staff export or erase: the customer's e-mail address. */
export const CustomerEmail = z
  .object({
    email: EmailAddress,
  })
  .strict();
