import { and, asc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import { berlinDay } from '../../domain/berlin-time';
import { reminderDue } from '../../domain/course-reminders';
import { readCourseSettings } from '../course-decisions/settings';
import type { Db, Tx } from '../db/client';
import { courseDates, orderItems, orders } from '../db/schema';
import { scheduleJob, unscheduleJob } from '../jobs/scheduler';

// docs/shop/courses.md#reminder: one reminder job per booking and course day on the shared
// scheduler (decision 030), so it goes out once with any number of server processes. Cancelled
// bookings and dates keep their job: it looks again when due and sends nothing.

export const REMINDER_JOB = 'course.reminder';

export interface ReminderPayload {
  orderItemId: number;
  courseDateId: number;
  /** The first day the job was planned for: a date moved to another day has a job of its own. */
  firstDay: string;
}

// the first day is part of the key: a reminder sent for the old day does not stop the new one
const reminderKey = (job: ReminderPayload) =>
  `item ${job.orderItemId} date ${job.courseDateId} on ${job.firstDay}`;

/** Plans (or moves, while not yet sent) the reminder of every paid course line `where` names. */
async function scheduleRemindersWhere(tx: Tx, where: SQL | undefined): Promise<number> {
  const lines = await tx
    .select({
      orderItemId: orderItems.id,
      courseDateId: courseDates.id,
      firstDay: courseDates.startsOn,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(courseDates, eq(courseDates.id, orderItems.courseDateId))
    .where(and(eq(orders.status, 'paid'), isNull(courseDates.cancelledAt), where))
    // one order of rows: two processes planning at once wait on each other, never deadlock
    .orderBy(asc(orderItems.id));
  if (lines.length === 0) return 0;
  const { reminderDaysBefore } = await readCourseSettings(tx);
  for (const line of lines)
    await scheduleJob(tx, {
      kind: REMINDER_JOB,
      key: reminderKey(line),
      dueAt: reminderDue(line.firstDay, reminderDaysBefore),
      payload: line satisfies ReminderPayload,
    });
  return lines.length;
}

/** A paid order's course lines, in the transaction that confirmed their places. */
export const scheduleOrderReminders = (tx: Tx, orderId: string) =>
  scheduleRemindersWhere(tx, eq(orderItems.orderId, orderId));

/** The holder moved the booking: the old date's reminder goes, the new date's is planned. */
export async function moveReminder(
  tx: Tx,
  orderItemId: number,
  from: { courseDateId: number; firstDay: string },
): Promise<void> {
  await unscheduleJob(tx, REMINDER_JOB, reminderKey({ orderItemId, ...from }));
  await scheduleRemindersWhere(tx, eq(orderItems.id, orderItemId));
}

/** Staff changed a date's first day: its bookings are reminded for the new one. */
export async function rescheduleDateReminders(
  tx: Tx,
  courseDateId: number,
  oldFirstDay: string,
): Promise<void> {
  const lines = await tx
    .select({ orderItemId: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.courseDateId, courseDateId));
  for (const { orderItemId } of lines)
    await unscheduleJob(
      tx,
      REMINDER_JOB,
      reminderKey({ orderItemId, courseDateId, firstDay: oldFirstDay }),
    );
  await scheduleRemindersWhere(tx, eq(courseDates.id, courseDateId));
}

/**
 * Every booking of a date from today on, planned with the days set now: after staff changed the
 * setting, and at start (bookings paid before reminders existed). Sent reminders stay sent.
 */
export async function scheduleUpcomingReminders(db: Db, now: Date): Promise<number> {
  return db.transaction((tx) =>
    scheduleRemindersWhere(tx, gte(courseDates.startsOn, berlinDay(now))),
  );
}
