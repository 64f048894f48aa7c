import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminCourse, AdminCourseDate, Participant } from '../../domain/admin-courses-schema';
import { compareGerman } from '../../domain/german-order';
import { orderNumber } from '../../domain/withdrawal';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { buyers, courseBookings, courseDates, orderItems, products } from '../db/schema';
import { placesFreed } from '../waitlist/offers';
import {
  type CourseDateRow,
  everBookedOfEachDate,
  lockedDate,
  snapshotOf,
  toAdminDate,
} from './course-date-admin';
import { placesTaken, placesTakenOfEachDate, takesPlace } from './places-taken';

/**
 * Every course with all its dates, past ones included, and the places taken on each; archived
 * courses only while they still have dates.
 */
export async function listCourses(db: Db): Promise<AdminCourse[]> {
  const courseRows = await db
    .select({
      productId: products.id,
      title: products.title,
      series: products.courseSeries,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(eq(products.type, 'course'))
    .orderBy(asc(products.title), asc(products.id));
  const dateRows = await db
    .select({
      ...getTableColumns(courseDates),
      taken: placesTakenOfEachDate(),
      everBooked: everBookedOfEachDate(),
    })
    .from(courseDates)
    .innerJoin(products, eq(products.id, courseDates.productId))
    .where(eq(products.type, 'course'))
    .orderBy(asc(courseDates.startsOn), asc(courseDates.id));
  const datesOf = new Map<string, AdminCourseDate[]>();
  for (const { taken, everBooked, ...date } of dateRows)
    datesOf.set(date.productId, [
      ...(datesOf.get(date.productId) ?? []),
      toAdminDate(date, { taken: Number(taken), everBooked: Boolean(everBooked) }),
    ]);
  return courseRows
    .map(({ archivedAt, ...course }) => ({
      ...course,
      archived: archivedAt !== null,
      dates: datesOf.get(course.productId) ?? [],
    }))
    .filter((course) => !course.archived || course.dates.length > 0);
}

/**
 * Who holds places on a date: per order line (or per buyer, for places booked outside the shop),
 * with the number of places and whether they are paid. Null when the date does not exist.
 */
export async function participantsOf(db: Db, courseDateId: number): Promise<Participant[] | null> {
  const [date] = await db
    .select({ id: courseDates.id })
    .from(courseDates)
    .where(eq(courseDates.id, courseDateId));
  if (!date) return null;
  const rows = await db
    .select({
      orderId: courseBookings.orderId,
      orderItemId: courseBookings.orderItemId,
      buyerId: courseBookings.buyerId,
      status: courseBookings.status,
      places: sql<number>`count(*)::int`,
      attendee: orderItems.attendee,
      buyerFirst: buyers.firstName,
      buyerLast: buyers.lastName,
      buyerEmail: buyers.email,
      buyerPhone: buyers.phone,
    })
    .from(courseBookings)
    .leftJoin(orderItems, eq(orderItems.id, courseBookings.orderItemId))
    .leftJoin(buyers, eq(buyers.id, courseBookings.buyerId))
    .where(and(eq(courseBookings.courseDateId, courseDateId), takesPlace()))
    .groupBy(
      courseBookings.orderId,
      courseBookings.orderItemId,
      courseBookings.buyerId,
      courseBookings.status,
      orderItems.attendee,
      buyers.firstName,
      buyers.lastName,
      buyers.email,
      buyers.phone,
    );
  return rows
    .map((row) => ({
      booking: { orderItemId: row.orderItemId, buyerId: row.orderItemId ? null : row.buyerId },
      firstName: row.attendee?.firstName ?? row.buyerFirst ?? '',
      lastName: row.attendee?.lastName ?? row.buyerLast ?? '',
      email: row.attendee?.email ?? row.buyerEmail ?? '',
      phone: row.attendee?.phone ?? row.buyerPhone ?? '',
      places: Number(row.places),
      orderId: row.orderId,
      orderNumber: row.orderId ? orderNumber(row.orderId) : null,
      status: row.status === 'held' ? ('held' as const) : ('confirmed' as const),
    }))
    .sort(
      (a, b) => compareGerman(a.lastName, b.lastName) || compareGerman(a.firstName, b.firstName),
    );
}

/**
 * Cancels the paid places booked outside the shop by one buyer on a date: they are free again at
 * once (no money went through the shop). Unpaid places are refused: they lapse by themselves, and
 * releasing them under a payment in progress would sell a place twice. Answers how many places
 * were freed. A shop booking's places go with its refund (cancel-shop-booking.ts).
 */
export async function cancelOutsideBooking(
  db: Db,
  actor: Actor,
  courseDateId: number,
  buyerId: string,
): Promise<{ freed: number; unpaid: number }> {
  return db.transaction(async (tx) => {
    // checkout's lock on the date: the places taken written to the history are exact
    const date = await lockedDate(tx, courseDateId, 'no key update');
    const places = await tx
      .select({ id: courseBookings.id, status: courseBookings.status })
      .from(courseBookings)
      .where(
        and(
          eq(courseBookings.courseDateId, courseDateId),
          eq(courseBookings.buyerId, buyerId),
          isNull(courseBookings.orderId),
          takesPlace(),
        ),
      )
      .for('update');
    const paid = places.filter((place) => place.status === 'confirmed').map((place) => place.id);
    if (paid.length > 0) {
      const takenBefore = await placesTaken(tx, courseDateId);
      await tx
        .update(courseBookings)
        .set({ status: 'released' })
        .where(inArray(courseBookings.id, paid));
      const booking = { orderItemId: null, buyerId };
      await recordCancellation(tx, actor, { date, booking, freed: paid.length, takenBefore });
      await placesFreed(tx, courseDateId);
    }
    return { freed: paid.length, unpaid: places.length - paid.length };
  });
}

/** Two lines of history: the booking cancelled, and the date with its places taken before and after. */
export async function recordCancellation(
  tx: Tx,
  actor: Actor,
  cancelled: {
    date: CourseDateRow;
    booking: { orderItemId: number | null; buyerId: string | null };
    freed: number;
    takenBefore: number;
  },
): Promise<void> {
  const { date, booking, freed, takenBefore } = cancelled;
  const owner = { courseDateId: date.id, ...booking, places: freed };
  await recordChange(tx, actor, {
    entity: 'course_booking',
    // an order line's id, or the buyer's ("b-…") for places booked outside the shop
    entityId: booking.orderItemId ? String(booking.orderItemId) : (booking.buyerId ?? ''),
    action: 'cancelled',
    before: { ...owner, status: 'confirmed' },
    after: { ...owner, status: 'released' },
  });
  await recordChange(tx, actor, {
    entity: 'course_date',
    entityId: String(date.id),
    action: 'updated',
    before: { ...snapshotOf(date), taken: takenBefore },
    after: { ...snapshotOf(date), taken: takenBefore - freed },
  });
}
