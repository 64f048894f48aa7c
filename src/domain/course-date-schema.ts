import { z } from 'zod';
import { IsoDay } from './day-schema';
import { emptyIsNull, textLine } from './form-text';
import { wholeNumber } from './whole-number';

export const MAX_COURSE_PLACES = 500;
export const MAX_COURSE_DAYS = 30;

const DAY_MESSAGE = 'Bitte ein Datum wählen.';
const SPACE_RANGE = `Die Zahl der Plätze muss zwischen 0 und ${MAX_COURSE_PLACES} liegen.`;

// 0 closes a date whose bookings were all cancelled: the shop shows it as full
const places = wholeNumber('Die Zahl der Plätze', 0, MAX_COURSE_PLACES, {
  belowMin: SPACE_RANGE,
  aboveMax: SPACE_RANGE,
});

// docs/shop/courses.md#minimum-participants: optional, an empty field means none
const optionalCount = (message: string, min: number, max: number) =>
  z.preprocess(
    emptyIsNull,
    wholeNumber('', min, max, {
      notWhole: message,
      belowMin: message,
      aboveMax: message,
    }).nullable(),
  );
const MIN_MESSAGE = `Die Mindestzahl muss zwischen 1 und ${MAX_COURSE_PLACES} liegen.`;
const DAYS_BEFORE_MESSAGE = 'Die Tage vorher müssen zwischen 0 und 365 liegen.';
const DECISION_MESSAGE =
  'Bitte einen Entscheidungstag angeben: ein Datum oder wie viele Tage vorher.';

/** The days of a series group in order, each once: the shop lists them as given. */
export const sortedDays = (days: readonly string[]) => [...new Set(days)].sort();

/**
 * A course date as staff enter it. `fixedDates` are all days of a series group ([] for a single
 * date); when given they start with `startsOn`, because the shop stops selling a date once
 * `startsOn` has passed — a later `startsOn` would sell a group that has already begun.
 */
export const CourseDateInput = z
  .object({
    startsOn: IsoDay,
    time: textLine('Die Uhrzeit', 100).min(1, 'Bitte eine Uhrzeit eingeben.'),
    totalSpace: places,
    label: z.preprocess(emptyIsNull, textLine('Die Gruppe', 60).nullable()),
    fixedDates: z
      .array(IsoDay, DAY_MESSAGE)
      .max(MAX_COURSE_DAYS, `Höchstens ${MAX_COURSE_DAYS} Kurstage.`)
      .transform(sortedDays),
    minParticipants: optionalCount(MIN_MESSAGE, 1, MAX_COURSE_PLACES).default(null),
    decisionOn: z.preprocess(emptyIsNull, IsoDay.nullable()).default(null),
    decisionDaysBefore: optionalCount(DAYS_BEFORE_MESSAGE, 0, 365).default(null),
  })
  .strict()
  .refine((input) => input.fixedDates.length === 0 || input.fixedDates[0] === input.startsOn, {
    message: 'Der erste Kurstag muss das Datum des Termins sein.',
    path: ['fixedDates'],
  })
  .refine(
    (input) =>
      input.minParticipants === null ||
      input.decisionOn !== null ||
      input.decisionDaysBefore !== null,
    { message: DECISION_MESSAGE, path: ['decisionOn'] },
  )
  .refine((input) => input.decisionOn === null || input.decisionOn <= input.startsOn, {
    message: 'Der Entscheidungstag darf nicht nach dem Termin liegen.',
    path: ['decisionOn'],
  });

export type CourseDateInput = z.output<typeof CourseDateInput>;
/** What the form holds: places possibly as typed text, an empty group. */
export type CourseDateForm = z.input<typeof CourseDateInput>;

/**
 * The course date form: places as typed, and a series group's days after its first one apart,
 * since the first is the date itself and follows it when staff change the date.
 */
export interface CourseDateFormValues {
  startsOn: string;
  time: string;
  totalSpace: string;
  label: string;
  furtherDays: string[];
  minParticipants: string;
  decisionOn: string;
  decisionDaysBefore: string;
}

export const NEW_COURSE_DATE: CourseDateFormValues = {
  startsOn: '',
  time: '',
  totalSpace: '',
  label: '',
  furtherDays: [],
  minParticipants: '',
  decisionOn: '',
  decisionDaysBefore: '',
};

/** A stored date as the form shows it. */
export const courseDateFormValues = (date: CourseDateInput): CourseDateFormValues => ({
  startsOn: date.startsOn,
  time: date.time,
  totalSpace: String(date.totalSpace),
  label: date.label ?? '',
  furtherDays: date.fixedDates.filter((day) => day !== date.startsOn),
  minParticipants: date.minParticipants === null ? '' : String(date.minParticipants),
  decisionOn: date.decisionOn ?? '',
  decisionDaysBefore: date.decisionDaysBefore === null ? '' : String(date.decisionDaysBefore),
});

/**
 * What the form sends. Only a series course has groups: a single date stores no name and no days
 * besides its start, whatever the form still holds.
 */
export const courseDatePayload = (
  values: CourseDateFormValues,
  series: boolean,
): CourseDateForm => ({
  startsOn: values.startsOn,
  time: values.time,
  totalSpace: values.totalSpace,
  label: series ? values.label : '',
  fixedDates:
    series && values.furtherDays.length > 0 ? [values.startsOn, ...values.furtherDays] : [],
  minParticipants: values.minParticipants,
  // a date wins over days before: the form offers both, the server keeps one
  decisionOn: values.decisionOn,
  decisionDaysBefore: values.decisionOn.trim() ? '' : values.decisionDaysBefore,
});

/** Why the decision day cancels a date, as its participants read it. */
export const UNDER_MINIMUM_REASON = 'Es haben sich nicht genug Teilnehmende angemeldet.';

/** Staff's "Termin absagen": the reason is optional and goes into the participants' mail. */
export const CancelDateBody = z
  .object({
    reason: z.preprocess(emptyIsNull, textLine('Der Grund', 200).nullable()).default(null),
  })
  .strict();
export type CancelDateBody = z.input<typeof CancelDateBody>;

/** What cancelling a date (or the sweep after it) did with its paid bookings. */
export const CancelReport = z.object({
  /** Refunded, or on their way (the provider answered "pending"). */
  refunded: z.number().int(),
  /** Not confirmed by the provider yet: the next run asks again. */
  failed: z.number().int(),
  /** Turned down by the provider: staff refund them from the order (asking again is the same refusal). */
  refused: z.number().int(),
});
export type CancelReport = z.infer<typeof CancelReport>;
