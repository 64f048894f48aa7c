import { z } from 'zod';
import { IsoDay } from './day-schema';
import { RowIdParam } from './row-id';
import { INT4_MAX, PRINTABLE_LINE } from './text';

// The check-in page and its printed list (docs/shop/courses.md#check-in): the server answers these
// shapes (server/check-in/routes.ts).

export const CheckInQuery = z.object({ day: IsoDay.optional() }).strict();

/** Names the places one tap checks in: an order line's, or a buyer's booked outside the shop. */
export type BookingOwner =
  | { orderItemId: number; buyerId: null }
  | { orderItemId: null; buyerId: string };

/** The owner as one path segment ("order-12", "buyer-b-…"); the page passes on what it was given. */
export const bookingKey = (owner: BookingOwner): string =>
  owner.orderItemId === null ? `buyer-${owner.buyerId}` : `order-${owner.orderItemId}`;

const KEY_MESSAGE = 'Diese Buchung gibt es nicht.';

export const BookingKey = z
  .string()
  .max(80, KEY_MESSAGE)
  .transform((key, context): BookingOwner => {
    const order = /^order-([1-9]\d{0,9})$/.exec(key)?.[1];
    if (order && Number(order) <= INT4_MAX) return { orderItemId: Number(order), buyerId: null };
    const buyer = /^buyer-(.{1,64})$/u.exec(key)?.[1];
    if (buyer && PRINTABLE_LINE.test(buyer)) return { orderItemId: null, buyerId: buyer };
    context.addIssue({ code: 'custom', message: KEY_MESSAGE });
    return z.NEVER;
  });

export const CheckInParams = z.object({
  day: IsoDay,
  id: RowIdParam,
  booking: BookingKey,
});

export const CheckInParticipant = z.object({
  /** What the page sends back to check these places in or out. */
  key: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Empty when the booking has none (places booked outside the shop may lack it). */
  email: z.string(),
  phone: z.string(),
  places: z.number().int(),
  /** Checked in for this day. */
  present: z.boolean(),
});
export type CheckInParticipant = z.infer<typeof CheckInParticipant>;

export const CheckInDate = z.object({
  courseDateId: z.number().int(),
  title: z.string(),
  /** A series group's name ("Gruppe 1"), null for a single date. */
  label: z.string().nullable(),
  time: z.string(),
  /** The course's place ("Ort"), empty when none is set. */
  location: z.string(),
  /** Every day of the date; the list's day is one of them. */
  days: z.array(z.string()),
  cancelled: z.boolean(),
  /**
   * The day check-ins count for now (domain/check-in.ts): taps are taken only when it is the
   * list's day; null before the date's first day.
   */
  openDay: z.string().nullable(),
  /** Paid places only, by last name; none for a cancelled date. */
  participants: z.array(CheckInParticipant),
});
export type CheckInDate = z.infer<typeof CheckInDate>;

export const CheckInList = z.object({
  day: z.string(),
  /** The course dates meeting that day, by start time. */
  dates: z.array(CheckInDate),
});
export type CheckInList = z.infer<typeof CheckInList>;

export const CheckInState = z.object({ key: z.string(), present: z.boolean() });
export type CheckInState = z.infer<typeof CheckInState>;
