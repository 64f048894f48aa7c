import { z } from 'zod';
import { EMPTY, EmailAddress } from './attendee-schema';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from './text';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} ${EMPTY}`)
    .max(max, `${label} ist zu lang (höchstens ${max} Zeichen).`)
    .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);

/**
 * A withdrawal declaration (§ 356a BGB): who, reachable where, and which order — as the number
 * from the confirmation e-mail or its link. Any order text is taken: a declaration is valid
 * even when the number is mistyped.
 */
export const WithdrawalRequest = z
  .object({
    name: text('Name', 200),
    email: EmailAddress,
    order: text('Bestellnummer', 500),
  })
  .strict();
export type WithdrawalRequest = z.infer<typeof WithdrawalRequest>;
export type WithdrawalForm = z.input<typeof WithdrawalRequest>;

/** The receipt: the same answer whether or not the order exists or belongs to the sender. */
export const WithdrawalReceipt = z.object({ reference: z.string(), receivedAt: z.string() });
export type WithdrawalReceipt = z.infer<typeof WithdrawalReceipt>;
