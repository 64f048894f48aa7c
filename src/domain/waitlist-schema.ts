import { z } from 'zod';
import { Attendee } from './attendee-schema';
import { MAX_PER_ORDER_COURSE } from './order-limits';
import { INT4_MAX } from './text';

// The waitlist and a course booking's own page (docs/shop/courses.md#waitlist,
// docs/decisions/032-waitlist-and-self-service.md).

export const WAITLIST_STATUSES = [
  'unconfirmed',
  'waiting',
  'offered',
  'booked',
  'expired',
  'left',
  'removed',
  // the farm cancelled the date: its queue closed with it (docs/shop/courses.md#waitlist)
  'date-cancelled',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The personal links' secret: 256 random bits, base64url. */
export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'ist kein gültiger Link');
/** An order line's booking link (the same generator as the order status link). */
export const ManageToken = z.string().regex(/^[a-f0-9]{64}$/, 'ist kein gültiger Buchungslink');

const placesWanted = z
  .number()
  .int('Bitte eine ganze Zahl von Plätzen angeben.')
  .min(1, 'Mindestens 1 Platz.')
  .max(MAX_PER_ORDER_COURSE, `Höchstens ${MAX_PER_ORDER_COURSE} Plätze.`);

export const WaitlistJoin = Attendee.extend({
  courseDateId: z.number().int().positive().max(INT4_MAX),
  places: placesWanted,
}).strict();
export type WaitlistJoin = z.infer<typeof WaitlistJoin>;

const DateFacts = z.object({
  courseDateId: z.number().int(),
  productId: z.string(),
  title: z.string(),
  label: z.string().nullable(),
  dates: z.array(z.string()),
  time: z.string(),
});
export type DateFacts = z.infer<typeof DateFacts>;

/** What the personal waitlist link shows. */
export const WaitlistEntryView = z.object({
  status: z.enum(WAITLIST_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  places: z.number().int(),
  /** 1 for the first waiting; null unless waiting. */
  position: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
  date: DateFacts,
});
export type WaitlistEntryView = z.infer<typeof WaitlistEntryView>;

export const AdminWaitlistEntry = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  places: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  createdAt: z.string(),
  offerExpiresAt: z.string().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof AdminWaitlistEntry>;

export const WaitlistMove = z.object({ direction: z.enum(['up', 'down']) }).strict();
export type WaitlistMove = z.infer<typeof WaitlistMove>;

/** The rules staff set for offers and for cancelling or moving a booking oneself. */
export const CourseSelfServiceSettings = z
  .object({
    offerHours: z
      .number()
      .int('Bitte ganze Stunden angeben.')
      .min(1, 'Mindestens 1 Stunde.')
      .max(24 * 14, 'Höchstens 336 Stunden (14 Tage).'),
    cancelDaysBefore: z
      .number()
      .int('Bitte ganze Tage angeben.')
      .min(0, 'Mindestens 0 Tage.')
      .max(365, 'Höchstens 365 Tage.'),
    feeKind: z.enum(['percent', 'euro']),
    /** Percent (0–100) or cents. */
    feeValue: z.number().int().min(0, 'Die Gebühr kann nicht negativ sein.').max(100_000_00),
  })
  .strict()
  .refine((value) => value.feeKind !== 'percent' || value.feeValue <= 100, {
    message: 'Höchstens 100 Prozent.',
    path: ['feeValue'],
  });
export type CourseSelfServiceSettings = z.infer<typeof CourseSelfServiceSettings>;

export const DEFAULT_SELF_SERVICE: CourseSelfServiceSettings = {
  offerHours: 24,
  cancelDaysBefore: 7,
  feeKind: 'percent',
  feeValue: 0,
};

/** A course booking's own page. */
export const BookingView = z.object({
  title: z.string(),
  attendee: z.string(),
  places: z.number().int(),
  state: z.enum(['booked', 'cancelled', 'cancelling']),
  date: DateFacts,
  /** The farm cancelled the date: it refunds in full, so the link changes nothing. */
  dateCancelled: z.boolean(),
  /** The first instant a cancel or move is no longer taken; after it, the farm by e-mail. */
  changeableUntil: z.string(),
  /** The last Berlin day, whole, a cancel or move is taken: as customers read the cutoff. */
  lastChangeDay: z.string(),
  changeable: z.boolean(),
  /** What a cancel now gives back and keeps, in cents. */
  refundCents: z.number().int(),
  feeCents: z.number().int(),
  /** Other dates of the course with room for these places. */
  otherDates: z.array(DateFacts.extend({ free: z.number().int(), totalSpace: z.number().int() })),
});
export type BookingView = z.infer<typeof BookingView>;

export const BookingMove = z
  .object({ courseDateId: z.number().int().positive().max(INT4_MAX) })
  .strict();
export type BookingMove = z.infer<typeof BookingMove>;
