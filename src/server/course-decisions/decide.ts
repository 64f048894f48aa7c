import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { daysOfDate } from '../../domain/course';
import { UNDER_MINIMUM_REASON } from '../../domain/course-date-schema';
import { decisionDay } from '../../domain/course-decisions';
import { SHOP_ACTOR } from '../audit/service';
import { placesTaken } from '../catalog/places-taken';
import type { Tx } from '../db/client';
import { courseDates, outbox, products } from '../db/schema';
import type { DueJob, JobHandlers } from '../jobs/scheduler';
import type { ShopContact } from '../mail/order-confirmation-template';
import { markDateCancelled } from './cancel-date';
import { renderDecisionNeeded } from './mails';
import { DECISION_JOB } from './schedule';
import { readCourseSettings } from './settings';

const DecisionPayload = z.object({ courseDateId: z.number().int(), day: z.string() });

/**
 * docs/shop/courses.md#minimum-participants: on the decision day a date below its minimum is
 * cancelled (setting) or put to staff by mail. Runs in the scheduler's claiming transaction, so
 * with several processes it happens once; the refunds follow outside it (cancel-date.ts).
 */
export async function decideCourseDate(
  tx: Tx,
  shop: ShopContact,
  job: DueJob,
  now: Date,
): Promise<void> {
  const { courseDateId, day } = DecisionPayload.parse(job.payload);
  // NOWAIT: this transaction holds the job's row, and staff saving or cancelling the date lock the
  // date and then move or drop this job — waiting here would deadlock them. A busy date fails the
  // job, which the scheduler runs again a minute later (docs/decisions/030-scheduled-jobs.md).
  const [row] = await tx
    .select({ date: courseDates, title: products.title })
    .from(courseDates)
    .innerJoin(products, eq(products.id, courseDates.productId))
    .where(eq(courseDates.id, courseDateId))
    .for('no key update', { of: courseDates, noWait: true });
  // changed since it was scheduled: the rule as it stands now has its own job, or none
  if (!row || row.date.cancelledAt || decisionDay(row.date) !== day) return;
  const min = row.date.minParticipants ?? 0;
  const taken = await placesTaken(tx, courseDateId);
  if (taken >= min) return;
  if ((await readCourseSettings(tx)).autoCancel) {
    await markDateCancelled(tx, shop, {
      actor: SHOP_ACTOR,
      courseDateId,
      now,
      reason: UNDER_MINIMUM_REASON,
    });
    return;
  }
  const mail = renderDecisionNeeded(
    {
      date: {
        courseTitle: row.title,
        label: row.date.label,
        days: daysOfDate(row.date),
        time: row.date.time,
      },
      taken,
      min,
      adminUrl: `${shop.publicUrl}/admin/kurse`,
    },
    shop,
  );
  await tx
    .insert(outbox)
    .values({
      kind: 'course-decision',
      dedupeKey: `course-decision:${courseDateId}:${day}`,
      recipient: shop.shopEmail,
      ...mail,
    })
    .onConflictDoNothing();
}

export const courseDecisionJobs = (shop: ShopContact): JobHandlers => ({
  [DECISION_JOB]: (tx, job, now) => decideCourseDate(tx, shop, job, now),
});
