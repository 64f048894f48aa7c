import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { courseStart, daysAheadText, reminderDue, remindsNow } from '../../domain/course-reminders';
import { calendarAttachment } from '../course-calendar/calendar-file';
import { calendarFile, courseBookingsWhere } from '../course-calendar/service';
import { readCourseSettings } from '../course-decisions/settings';
import type { Tx } from '../db/client';
import { courseDates, orderItems, orders, outbox } from '../db/schema';
import type { DueJob, JobHandlers } from '../jobs/scheduler';
import type { ShopContact } from '../mail/order-confirmation-template';
import { renderCourseReminder } from './mail';
import { REMINDER_JOB } from './schedule';

const ReminderPayload = z.object({
  orderItemId: z.number().int(),
  courseDateId: z.number().int(),
  firstDay: z.string(),
});

/**
 * docs/shop/courses.md#reminder: mails the attendee once, with the calendar file, unless the
 * booking was cancelled or moved, its date cancelled or moved to another day, or it is too late.
 * Runs in the scheduler's claiming transaction: with several processes it happens once.
 */
export async function sendCourseReminder(
  tx: Tx,
  shop: ShopContact,
  job: DueJob,
  now: Date,
): Promise<void> {
  const planned = ReminderPayload.parse(job.payload);
  const [row] = await tx
    .select({ item: orderItems, paidAt: orders.paidAt, date: courseDates })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(courseDates, eq(courseDates.id, orderItems.courseDateId))
    .where(eq(orderItems.id, planned.orderItemId));
  // moved elsewhere since: the booking's current date has its own job
  if (!row?.paidAt || !row.item.attendee?.email) return;
  if (row.date.id !== planned.courseDateId || row.date.startsOn !== planned.firstDay) return;
  const [booking] = await courseBookingsWhere(tx, eq(orderItems.id, row.item.id), shop, true);
  if (!booking || booking.cancelled || !booking.manageUrl) return;
  const { reminderDaysBefore } = await readCourseSettings(tx);
  const due = reminderDue(planned.firstDay, reminderDaysBefore);
  const start = courseStart(planned.firstDay, row.date.time);
  if (!remindsNow({ now, paidAt: row.paidAt, due, start })) return;

  const mail = renderCourseReminder(
    {
      firstName: row.item.attendee.firstName,
      title: booking.title,
      days: booking.days,
      time: booking.time,
      location: booking.location,
      bring: booking.bring,
      places: booking.places,
      ahead: daysAheadText(now, planned.firstDay),
      manageUrl: booking.manageUrl,
    },
    shop,
  );
  const calendar = calendarFile([booking], shop, now);
  await tx
    .insert(outbox)
    .values({
      kind: 'course-reminder',
      dedupeKey: `course-reminder:${planned.orderItemId}:${planned.courseDateId}:${planned.firstDay}`,
      orderId: row.item.orderId,
      recipient: row.item.attendee.email,
      ...mail,
      attachments: [calendarAttachment(calendar)],
    })
    .onConflictDoNothing();
}

export const courseReminderJobs = (shop: ShopContact): JobHandlers => ({
  [REMINDER_JOB]: (tx, job, now) => sendCourseReminder(tx, shop, job, now),
});
