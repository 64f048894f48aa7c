import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminCourse, Participant } from '../../domain/admin-courses';
import { orderNumber } from '../../domain/withdrawal';
import type { Db } from '../db/client';
import { buyers, courseBookings, courseDates, orderItems, products } from '../db/schema';

const taken = sql<number>`(select count(*)::int from course_bookings cb
  where cb.course_date_id = "course_dates"."id" and cb.status in ('held', 'confirmed'))`;

/** Every course with all its dates, past ones included, and the places taken on each. */
export async function listCourses(db: Db): Promise<AdminCourse[]> {
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      id: courseDates.id,
      label: courseDates.label,
      startsOn: courseDates.startsOn,
      fixedDates: courseDates.fixedDates,
      time: courseDates.time,
      totalSpace: courseDates.totalSpace,
      taken,
    })
    .from(courseDates)
    .innerJoin(products, eq(products.id, courseDates.productId))
    .orderBy(asc(products.title), asc(courseDates.startsOn), asc(courseDates.id));
  const courses = new Map<string, AdminCourse>();
  for (const { productId, title, ...date } of rows) {
    const course = courses.get(productId) ?? { productId, title, dates: [] };
    course.dates.push({
      ...date,
      fixedDates: date.fixedDates.length > 0 ? date.fixedDates : [date.startsOn],
      taken: Number(date.taken),
    });
    courses.set(productId, course);
  }
  return [...courses.values()];
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
    .where(
      and(
        eq(courseBookings.courseDateId, courseDateId),
        inArray(courseBookings.status, ['held', 'confirmed']),
      ),
    )
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
      orderNumber: row.orderId ? orderNumber(row.orderId) : null,
      status: row.status === 'held' ? ('held' as const) : ('confirmed' as const),
    }))
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de'),
    );
}

/**
 * Cancels the paid places one order line (or one outside booking) holds on a date: they are
 * free again at once. Unpaid places are refused: they lapse by themselves, and releasing them
 * under a payment in progress would sell a place twice. Answers how many places were freed.
 */
export async function cancelBooking(
  db: Db,
  courseDateId: number,
  booking: { orderItemId: number | null; buyerId: string | null },
): Promise<{ freed: number; unpaid: number }> {
  return db.transaction(async (tx) => {
    const owner = booking.orderItemId
      ? eq(courseBookings.orderItemId, booking.orderItemId)
      : eq(courseBookings.buyerId, booking.buyerId ?? '');
    const places = await tx
      .select({ id: courseBookings.id, status: courseBookings.status })
      .from(courseBookings)
      .where(
        and(
          eq(courseBookings.courseDateId, courseDateId),
          owner,
          inArray(courseBookings.status, ['held', 'confirmed']),
        ),
      )
      .for('update');
    const paid = places.filter((place) => place.status === 'confirmed').map((place) => place.id);
    if (paid.length > 0)
      await tx
        .update(courseBookings)
        .set({ status: 'released' })
        .where(inArray(courseBookings.id, paid));
    return { freed: paid.length, unpaid: places.length - paid.length };
  });
}
