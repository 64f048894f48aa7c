import { z } from 'zod';
import { EMPTY } from './attendee-schema';
import { compactTrackingNumber, KNOWN_CARRIERS } from './carriers';
import { CONTROL_CHARACTERS_MESSAGE, PRINTABLE_LINE } from './text';

const TRACKING_MESSAGE =
  'Bitte gib die Sendungsnummer so ein, wie sie auf dem Paketschein steht (Buchstaben und Ziffern).';

const printable = (label: string, max: number) =>
  z
    .string(`${label} ${EMPTY}`)
    .trim()
    .min(1, `${label} ${EMPTY}`)
    .max(max, `${label} ist zu lang (höchstens ${max} Zeichen).`)
    .regex(PRINTABLE_LINE, `${label} ${CONTROL_CHARACTERS_MESSAGE}.`);

// the known carriers' numbers are letters and digits (DHL 12–20 digits, Deutsche Post
// "RX123456789DE", Hermes "H1234…"); a bound, not a format per carrier, which change over time
const knownNumber = z
  .string(`Sendungsnummer ${EMPTY}`)
  .transform(compactTrackingNumber)
  .pipe(z.string().regex(/^[A-Za-z0-9]{6,40}$/, TRACKING_MESSAGE));

/** What staff enter when an order ships: the carrier and the parcel's tracking number. */
export const ShipmentInput = z.discriminatedUnion(
  'carrier',
  [
    z.object({ carrier: z.enum(KNOWN_CARRIERS), trackingNumber: knownNumber }).strict(),
    z
      .object({
        carrier: z.literal('other'),
        carrierName: printable('Versanddienst', 60),
        trackingNumber: printable('Sendungsnummer', 60),
      })
      .strict(),
  ],
  { error: 'Bitte wähle einen Versanddienst.' },
);
export type ShipmentInput = z.output<typeof ShipmentInput>;
