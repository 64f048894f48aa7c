import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { daysOfDate } from '../../domain/course';
import { paths } from '../../domain/routes';
import type { Db, Tx } from '../db/client';
import { courseDates, orderItems, orders, products } from '../db/schema';
import { notFound } from '../errors';
import { type CalendarBooking, courseCalendar } from './calendar-file';

// The calendar files of paid course bookings, as their readers reach them: the booking's own
// link, the success page's checkout session (without the booking links: decision 033), and the
// mails (docs/shop/courses.md#calendar-file).

export interface CalendarShop {
  publicUrl: string;
}

/** What the reminder and the files tell of a booking: date, course and attendee. */
export async function courseBookingsWhere(
  db: Db | Tx,
  where: SQL | undefined,
  shop: CalendarShop,
  withManageLinks: boolean,
): Promise<CalendarBooking[]> {
  const rows = await db
    .select({
      item: orderItems,
      date: courseDates,
      title: products.title,
      location: products.courseLocation,
      bring: products.courseBring,
      // confirmed places the line still holds; 0 once cancelled
      places: sql<number>`(select count(*)::int from course_bookings cb
        where cb.order_item_id = "order_items"."id" and cb.status = 'confirmed')`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(courseDates, eq(courseDates.id, orderItems.courseDateId))
    .innerJoin(products, eq(products.id, courseDates.productId))
    .where(and(eq(orders.status, 'paid'), where))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => {
    const places = Number(row.places);
    return {
      bookingId: row.item.id,
      courseDateId: row.date.id,
      title: row.title,
      location: row.location ?? '',
      bring: row.bring ?? '',
      days: daysOfDate(row.date),
      time: row.date.time,
      attendee: `${row.item.attendee?.firstName ?? ''} ${row.item.attendee?.lastName ?? ''}`.trim(),
      places: places > 0 ? places : row.item.quantity,
      manageUrl: withManageLinks
        ? `${shop.publicUrl}${paths.courseBooking(row.item.manageToken)}`
        : null,
      // a refund of every place under way counts as cancelled: the places go once it is confirmed
      cancelled:
        places === 0 ||
        row.item.refundedQuantity >= row.item.quantity ||
        row.date.cancelledAt !== null,
    };
  });
}

/** The file of these bookings, its UIDs named by the shop's host. */
export const calendarFile = (bookings: CalendarBooking[], shop: CalendarShop, now: Date) =>
  courseCalendar(bookings, { host: new URL(shop.publicUrl).hostname, stamp: now });

/** The calendar of one booking, by its link's token; unknown or unpaid is "not found". */
export async function bookingCalendar(
  db: Db,
  shop: CalendarShop,
  token: string,
  now: Date,
): Promise<string> {
  const bookings = await courseBookingsWhere(db, eq(orderItems.manageToken, token), shop, true);
  if (bookings.length === 0) throw notFound('Diese Buchung gibt es nicht.');
  return calendarFile(bookings, shop, now);
}

/** Every course line of a paid order in one file; null when it has none. */
export async function orderCalendar(
  db: Db | Tx,
  shop: CalendarShop,
  orderId: string,
  now: Date,
  withManageLinks: boolean,
): Promise<string | null> {
  const bookings = await courseBookingsWhere(
    db,
    and(eq(orderItems.orderId, orderId), isNotNull(orderItems.courseDateId)),
    shop,
    withManageLinks,
  );
  return bookings.length > 0 ? calendarFile(bookings, shop, now) : null;
}

/** The success page's file: the course lines of the order paid through this checkout session. */
export async function sessionCalendar(
  db: Db,
  shop: CalendarShop,
  sessionId: string,
  now: Date,
): Promise<string> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentSessionId, sessionId));
  const calendar = order ? await orderCalendar(db, shop, order.id, now, false) : null;
  if (!calendar) throw notFound('Zu dieser Zahlung gibt es keinen Kurstermin.');
  return calendar;
}
