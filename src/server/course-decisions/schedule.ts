import { decisionDay, morningOf } from '../../domain/course-decisions';
import type { Tx } from '../db/client';
import type { courseDates } from '../db/schema';
import { scheduleJob, unscheduleJob } from '../jobs/scheduler';

type DateRow = typeof courseDates.$inferSelect;

export const DECISION_JOB = 'course.decision';

// the day is part of the key: a decision that ran stays done, a new day is a new decision
const decisionKey = (id: number, day: string) => `date ${id} on ${day}`;

/**
 * Keeps a date's decision job in step with its rule (docs/shop/courses.md#minimum-participants):
 * a changed day moves it, a removed minimum or a cancelled date drops it.
 */
export async function scheduleDecision(tx: Tx, before: DateRow | null, after: DateRow) {
  const oldDay = before ? decisionDay(before) : null;
  const newDay = after.cancelledAt ? null : decisionDay(after);
  if (oldDay && oldDay !== newDay)
    await unscheduleJob(tx, DECISION_JOB, decisionKey(after.id, oldDay));
  if (newDay)
    await scheduleJob(tx, {
      kind: DECISION_JOB,
      key: decisionKey(after.id, newDay),
      dueAt: morningOf(newDay),
      payload: { courseDateId: after.id, day: newDay },
    });
}
