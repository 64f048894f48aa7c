import { z } from 'zod';
import { IsoDay } from './day-schema';
import { textLine, textParagraphs } from './form-text';

const CLOCK_MESSAGE = 'Bitte eine Uhrzeit wie 08:00 eingeben.';
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string(CLOCK_MESSAGE).trim().regex(CLOCK, CLOCK_MESSAGE);

const OpeningHoursInput = z
  .object({
    weekday: z.number('Bitte einen Wochentag wählen.').int().min(1).max(7),
    opens: clock,
    closes: clock,
  })
  .strict()
  // zod still runs this after a malformed time: only two well-formed times are compared
  .refine(
    (hours) => !CLOCK.test(hours.opens) || !CLOCK.test(hours.closes) || hours.opens < hours.closes,
    {
      message: 'Die Öffnungszeit muss vor dem Ende liegen.',
      path: ['closes'],
    },
  );

const overlaps = (hours: readonly { weekday: number; opens: string; closes: string }[]) =>
  hours.some((a, i) =>
    hours.some(
      (b, j) => i < j && a.weekday === b.weekday && a.opens < b.closes && b.opens < a.closes,
    ),
  );

const required = (label: string, max: number) =>
  textLine(label, max).min(1, `${label} darf nicht leer sein.`);

/** A pickup place as staff enter it in the backoffice. */
export const PickupPlaceInput = z
  .object({
    name: required('Der Name', 80),
    street: required('Straße und Hausnummer', 100),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Bitte eine fünfstellige Postleitzahl eingeben.'),
    town: required('Der Ort', 80),
    description: textParagraphs('Die Beschreibung', 500).default(''),
    openingHours: z
      .array(OpeningHoursInput)
      .min(1, 'Bitte mindestens einen Abholtag mit Uhrzeit angeben.')
      .max(21, 'Höchstens 21 Zeitfenster.')
      .refine((hours) => !overlaps(hours), 'Zwei Zeitfenster eines Tages überschneiden sich.'),
    cutoff: z
      .object({
        daysBefore: z
          .number('Bitte eine Zahl von Tagen angeben.')
          .int()
          .min(0, 'Bestellschluss: 0 bis 14 Tage vorher.')
          .max(14, 'Bestellschluss: 0 bis 14 Tage vorher.'),
        time: clock,
      })
      .strict(),
    closedDays: z
      .array(IsoDay)
      .max(366, 'Höchstens 366 Schließtage.')
      .transform((days) => [...new Set(days)].sort()),
    active: z.boolean().default(true),
  })
  .strict();
export type PickupPlaceInput = z.output<typeof PickupPlaceInput>;
export type PickupPlaceForm = z.input<typeof PickupPlaceInput>;

const Version = z.number().int().min(1).max(2_147_483_647);

/** A changed place, with the version it was edited from (an older one gets 409, not an overwrite). */
export const PickupPlaceSave = z.object({ version: Version, place: PickupPlaceInput }).strict();
export type PickupPlaceSave = z.input<typeof PickupPlaceSave>;

export const PickupPlaceRemoval = z.object({ version: Version }).strict();

/** A place as staff read and edit it. */
export const PickupPlaceView = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  town: z.string(),
  description: z.string(),
  openingHours: z
    .array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() }))
    .readonly(),
  cutoff: z.object({ daysBefore: z.number().int(), time: z.string() }),
  closedDays: z.array(z.string()).readonly(),
  active: z.boolean(),
  version: z.number().int(),
});
