import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { openCheckInDay, presentOn } from '../../domain/check-in';
import {
  type BookingOwner,
  bookingKey,
  type CheckInDate,
  type CheckInList,
  type CheckInParticipant,
  type CheckInState,
} from '../../domain/check-in-schema';
import { daysOfDate } from '../../domain/course';
import { clockRange } from '../../domain/course-time';
import { formatDate } from '../../domain/dates';
import { compareGerman } from '../../domain/german-order';
import { type Actor, recordChange } from '../audit/service';
import type { Db } from '../db/client';
import { buyers, courseBookings, courseDates, orderItems, products } from '../db/schema';
import { conflict, notFound } from '../errors';

// docs/shop/courses.md#check-in: who comes on a day, and "anwesend" per booking. Only paid places
// count: held ones may still lapse, released ones were cancelled or refunded.

const meetsOn = (day: string) =>
  or(
    eq(courseDates.startsOn, day),
    sql`${courseDates.fixedDates} @> ${JSON.stringify([day])}::jsonb`,
  );

// the time is free text: dates whose clock cannot be read go last, in title order
const startOf = (time: string) => clockRange(time)?.start ?? '99:99';

/** The course dates meeting on `day` (Berlin), each with its paid places and who is checked in. */
export async function checkInList(db: Db, day: string, now: Date): Promise<CheckInList> {
  const dates = await db
    .select({
      id: courseDates.id,
      startsOn: courseDates.startsOn,
      fixedDates: courseDates.fixedDates,
      label: courseDates.label,
      time: courseDates.time,
      cancelledAt: courseDates.cancelledAt,
      title: products.title,
      location: products.courseLocation,
    })
    .from(courseDates)
    .innerJoin(products, eq(products.id, courseDates.productId))
    .where(and(eq(products.type, 'course'), meetsOn(day)));
  const places = dates.length
    ? await db
        .select({
          courseDateId: courseBookings.courseDateId,
          orderItemId: courseBookings.orderItemId,
          buyerId: courseBookings.buyerId,
          checkedInAt: courseBookings.checkedInAt,
          attendee: orderItems.attendee,
          buyer: {
            firstName: buyers.firstName,
            lastName: buyers.lastName,
            email: buyers.email,
            phone: buyers.phone,
          },
        })
        .from(courseBookings)
        .leftJoin(orderItems, eq(orderItems.id, courseBookings.orderItemId))
        .leftJoin(buyers, eq(buyers.id, courseBookings.buyerId))
        .where(
          and(
            inArray(
              courseBookings.courseDateId,
              dates.map((date) => date.id),
            ),
            eq(courseBookings.status, 'confirmed'),
          ),
        )
        .orderBy(asc(courseBookings.id))
    : [];

  const toDate = (date: (typeof dates)[number]): CheckInDate => {
    const people = new Map<string, CheckInParticipant>();
    if (date.cancelledAt === null)
      for (const place of places.filter((row) => row.courseDateId === date.id)) {
        const key = bookingKey(ownerOf(place));
        const person = place.attendee ?? place.buyer;
        const known = people.get(key) ?? {
          key,
          firstName: person?.firstName ?? '',
          lastName: person?.lastName ?? '',
          email: person?.email ?? '',
          phone: person?.phone ?? '',
          places: 0,
          present: false,
        };
        people.set(key, {
          ...known,
          places: known.places + 1,
          present: known.present || presentOn(date, place.checkedInAt, day),
        });
      }
    return {
      courseDateId: date.id,
      title: date.title,
      label: date.label,
      time: date.time,
      location: date.location ?? '',
      days: daysOfDate(date),
      cancelled: date.cancelledAt !== null,
      openDay: openCheckInDay(date, now),
      participants: [...people.values()].sort(
        (a, b) =>
          compareGerman(a.lastName, b.lastName) ||
          compareGerman(a.firstName, b.firstName) ||
          a.key.localeCompare(b.key),
      ),
    };
  };
  return {
    day,
    dates: dates
      .map(toDate)
      .sort(
        (a, b) =>
          startOf(a.time).localeCompare(startOf(b.time)) ||
          compareGerman(a.title, b.title) ||
          a.courseDateId - b.courseDateId,
      ),
  };
}

/** Places bought in the shop belong to their order line; others to their buyer. */
const ownerOf = (place: { orderItemId: number | null; buyerId: string | null }): BookingOwner =>
  place.orderItemId === null
    ? { orderItemId: null, buyerId: place.buyerId ?? '' }
    : { orderItemId: place.orderItemId, buyerId: null };

export interface CheckInTarget {
  day: string;
  courseDateId: number;
  owner: BookingOwner;
}

/**
 * "anwesend" (or its undo) for every paid place of one booking on the day; again the same is no
 * change and no history. Only the day check-ins count for now is taken: a later day of a series
 * would otherwise show the earlier day's taps.
 */
export async function setCheckIn(
  db: Db,
  actor: Actor,
  target: CheckInTarget,
  present: boolean,
  now: Date,
): Promise<CheckInState> {
  const { day, courseDateId, owner } = target;
  const key = bookingKey(owner);
  return db.transaction(async (tx) => {
    const [date] = await tx
      .select({
        startsOn: courseDates.startsOn,
        fixedDates: courseDates.fixedDates,
        cancelledAt: courseDates.cancelledAt,
      })
      .from(courseDates)
      .where(eq(courseDates.id, courseDateId));
    if (!date || !daysOfDate(date).includes(day))
      throw notFound('Diesen Kurstermin gibt es an diesem Tag nicht.');
    if (date.cancelledAt) throw conflict('DATE_CANCELLED', 'Dieser Termin ist abgesagt.');
    const open = openCheckInDay(date, now);
    if (open !== day)
      throw conflict(
        'CHECK_IN_CLOSED',
        open === null || open < day
          ? 'Die Anwesenheit wird erst am Kurstag erfasst.'
          : `Die Anwesenheit wird jetzt für den ${formatDate(open)} erfasst.`,
      );
    const places = await tx
      .select({ id: courseBookings.id, checkedInAt: courseBookings.checkedInAt })
      .from(courseBookings)
      .where(
        and(
          eq(courseBookings.courseDateId, courseDateId),
          owner.orderItemId === null
            ? and(eq(courseBookings.buyerId, owner.buyerId), isNull(courseBookings.orderItemId))
            : eq(courseBookings.orderItemId, owner.orderItemId),
          eq(courseBookings.status, 'confirmed'),
        ),
      )
      .orderBy(asc(courseBookings.id))
      .for('update');
    if (places.length === 0) throw notFound('Diese Buchung gibt es auf diesem Termin nicht.');
    const changing = places.filter((place) => presentOn(date, place.checkedInAt, day) !== present);
    if (changing.length > 0) {
      await tx
        .update(courseBookings)
        .set({ checkedInAt: present ? now : null })
        .where(
          inArray(
            courseBookings.id,
            changing.map((place) => place.id),
          ),
        );
      const booking = { courseDateId, day, places: places.length };
      await recordChange(tx, actor, {
        entity: 'course_booking',
        // as a cancellation names it: the order line, or the buyer for places booked outside the shop
        entityId: owner.orderItemId === null ? owner.buyerId : String(owner.orderItemId),
        action: 'updated',
        before: { ...booking, present: !present },
        after: { ...booking, present },
      });
    }
    return { key, present };
  });
}
