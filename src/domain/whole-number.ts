import { z } from 'zod';

// decimal digits, a minus allowed so "-1" is told the minimum; Number() alone would also read
// "0x10", "1e3", "" (as 0) or "1.000" (as 1)
const INTEGER_TEXT = /^-?\d+$/;

/** Messages of their own where a form words a limit its way ("zwischen 1 und 100 %"). */
export interface WholeNumberMessages {
  notWhole?: string;
  belowMin?: string;
  aboveMax?: string;
}

/**
 * An integer from `min` to `max`: a JSON number, or the text of a form's field ("12", spaces
 * around it allowed). Anything else — true, null, [7], "", "0x10", "1e3", "1,5" — is refused
 * rather than read as some number (docs/shop/errors.md: bad input is 400 naming the field).
 */
export const wholeNumber = (
  label: string,
  min: number,
  max: number,
  messages: WholeNumberMessages = {},
) => {
  const notWhole = messages.notWhole ?? `${label} muss eine ganze Zahl sein.`;
  // the limits before the integer check: "999999999999999999999" is over the maximum first
  const range = z
    .number({ message: notWhole })
    .min(min, messages.belowMin ?? `${label} muss mindestens ${min} sein.`)
    .max(max, messages.aboveMax ?? `${label} darf höchstens ${max.toLocaleString('de-DE')} sein.`)
    .int(notWhole);
  const text = z.string().trim().regex(INTEGER_TEXT, notWhole).transform(Number).pipe(range);
  return z.union([range, text], { message: notWhole });
};
