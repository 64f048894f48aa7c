import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { berlinDay } from '../../domain/berlin-time';
import { daysOfDate } from '../../domain/course';
import type { CancelReport } from '../../domain/course-date-schema';
import { courseDays, withClock } from '../../domain/dates';
import { paths } from '../../domain/routes';
import { type Actor, recordChange } from '../audit/service';
import { lockedDate, snapshotOf } from '../catalog/course-date-admin';
import { takesPlace } from '../catalog/places-taken';
import { bookableCourseDates } from '../catalog/service';
import type { Tx } from '../db/client';
import {
  buyers,
  courseBookings,
  courseDates,
  orderItems,
  orders,
  outbox,
  products,
} from '../db/schema';
import type { ShopContact } from '../mail/order-confirmation-template';
import { type RefundDeps, refundCourseBooking } from '../refunds/service';
import { closeWaitlistOfDate } from '../waitlist/date-cancelled';
import { dateWithTitle, factsOf } from '../waitlist/date-facts';
import { enqueueWaitlistMail, renderWaitlistDateCancelled } from '../waitlist/mails';
import { renderDateCancelled } from './mails';
import { scheduleDecision } from './schedule';

// docs/shop/courses.md#cancelling-a-date and docs/decisions/033-course-decisions-reminders-check-in.md:
// the date is marked in one transaction; each paid booking is then refunded through the refund
// machinery (its own transactions, a provider call), by whoever cancelled and by a sweep after.

type Recipient = { email: string; name: string };

/** The course's other dates still bookable with room for `places`, as the mails list them. */
async function otherDatesWithRoom(
  tx: Tx,
  productId: string,
  courseDateId: number,
  today: string,
  places: number,
): Promise<string[]> {
  return (await bookableCourseDates(tx, productId, today))
    .filter((other) => other.id !== courseDateId && other.free >= places)
    .map((other) => `${courseDays(other.label, other.fixedDates)} · ${withClock(other.time)}`);
}

async function enqueueCancelledMail(
  tx: Tx,
  shop: ShopContact,
  courseDateId: number,
  who: {
    key: string;
    recipient: Recipient;
    orderId: string | null;
    /** A booking of the shop with money to give back (not one a 100 % code made free). */
    paid: boolean;
  },
  today: string,
): Promise<void> {
  const [date] = await tx
    .select({ date: courseDates, title: products.title })
    .from(courseDates)
    .innerJoin(products, eq(products.id, courseDates.productId))
    .where(eq(courseDates.id, courseDateId));
  if (!date || !who.recipient.email) return;
  const mail = renderDateCancelled(
    {
      date: {
        courseTitle: date.title,
        label: date.date.label,
        days: daysOfDate(date.date),
        time: date.date.time,
      },
      name: who.recipient.name,
      otherDates: await otherDatesWithRoom(tx, date.date.productId, courseDateId, today, 1),
      courseUrl: `${shop.publicUrl}${paths.product(date.date.productId)}`,
      paid: who.paid,
      reason: date.date.cancelReason,
    },
    shop,
  );
  await tx
    .insert(outbox)
    .values({
      kind: 'course-date-cancelled',
      dedupeKey: `course-date-cancelled:${courseDateId}:${who.key}`,
      // the order's page in the backoffice lists the mails sent about it
      orderId: who.orderId,
      recipient: who.recipient.email,
      ...mail,
    })
    .onConflictDoNothing();
}

/**
 * The people on the date's waitlist are told it is off, with the course's other dates that have
 * room for the places they waited for (docs/shop/courses.md#cancelling-a-date).
 */
async function mailClosedWaitlist(
  tx: Tx,
  shop: ShopContact,
  courseDateId: number,
  today: string,
  reason: string | null,
): Promise<void> {
  const closed = await closeWaitlistOfDate(tx, courseDateId);
  const facts = closed.length > 0 ? await dateWithTitle(tx, courseDateId) : null;
  if (!facts) return;
  const courseUrl = `${shop.publicUrl}${paths.product(facts.date.productId)}`;
  for (const entry of closed) {
    const mailEntry = {
      ...entry,
      date: factsOf(facts.date, facts.title),
      offered: entry.status === 'offered',
    };
    const otherDates = await otherDatesWithRoom(
      tx,
      facts.date.productId,
      courseDateId,
      today,
      entry.places,
    );
    await enqueueWaitlistMail(
      tx,
      'waitlist-date-cancelled',
      mailEntry,
      renderWaitlistDateCancelled(mailEntry, { otherDates, courseUrl, reason }, shop),
    );
  }
}

/** Who calls which date off, when, and why (the reason goes into every participant's mail). */
export interface DateCancel {
  actor: Actor;
  courseDateId: number;
  now: Date;
  reason: string | null;
}

/**
 * Inside the caller's transaction: the date is cancelled and no longer sold (checkout reads the
 * mark under the same lock), places booked outside the shop are freed and their people told, its
 * waitlist is closed and its people told. False when it was cancelled already.
 */
export async function markDateCancelled(
  tx: Tx,
  shop: ShopContact,
  { actor, courseDateId, now, reason }: DateCancel,
): Promise<boolean> {
  const date = await lockedDate(tx, courseDateId, 'no key update');
  if (date.cancelledAt) return false;
  const [after] = await tx
    .update(courseDates)
    .set({ cancelledAt: now, cancelReason: reason })
    .where(eq(courseDates.id, courseDateId))
    .returning();
  if (!after) throw new Error('course date update returned nothing');
  const outside = await tx
    .selectDistinct({ id: buyers.id, firstName: buyers.firstName, email: buyers.email })
    .from(courseBookings)
    .innerJoin(buyers, eq(buyers.id, courseBookings.buyerId))
    .where(
      and(
        eq(courseBookings.courseDateId, courseDateId),
        isNull(courseBookings.orderId),
        takesPlace(),
      ),
    );
  await tx
    .update(courseBookings)
    .set({ status: 'released' })
    .where(
      and(
        eq(courseBookings.courseDateId, courseDateId),
        isNull(courseBookings.orderId),
        takesPlace(),
      ),
    );
  for (const buyer of outside)
    await enqueueCancelledMail(
      tx,
      shop,
      courseDateId,
      {
        key: `buyer:${buyer.id}`,
        recipient: { email: buyer.email, name: buyer.firstName },
        orderId: null,
        // booked outside the shop: its money, if any, was not paid here
        paid: false,
      },
      berlinDay(now),
    );
  await mailClosedWaitlist(tx, shop, courseDateId, berlinDay(now), reason);
  await scheduleDecision(tx, date, after);
  await recordChange(tx, actor, {
    entity: 'course_date',
    entityId: String(courseDateId),
    action: 'cancelled',
    before: snapshotOf(date),
    after: { ...snapshotOf(after), cancelled: true, cancelReason: reason },
  });
  return true;
}

/**
 * Every paid shop booking still on a cancelled date (or on the one given): its participant is
 * mailed once and its line refunded. A booking paid after the cancellation (its checkout was
 * under way) is caught by the next run. Refunds are idempotent by the booking's line.
 */
export async function settleCancelledDates(
  deps: RefundDeps,
  actor: Actor,
  log: (orderItemId: number, error: unknown) => void,
  onlyDateId?: number,
): Promise<CancelReport> {
  const now = deps.now?.() ?? new Date();
  const rows = await deps.db
    .selectDistinct({
      orderItemId: orderItems.id,
      orderId: orderItems.orderId,
      courseDateId: courseBookings.courseDateId,
      attendee: orderItems.attendee,
      // a discount below 100 % leaves a line with a price something of it to give back
      paid: sql<boolean>`${orders.totalCents} > 0 and ${orders.discountPercent} < 100 and ${orderItems.unitPriceCents} > 0`,
    })
    .from(courseBookings)
    .innerJoin(courseDates, eq(courseDates.id, courseBookings.courseDateId))
    .innerJoin(orderItems, eq(orderItems.id, courseBookings.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        isNotNull(courseDates.cancelledAt),
        eq(courseBookings.status, 'confirmed'),
        onlyDateId === undefined ? undefined : eq(courseDates.id, onlyDateId),
      ),
    );
  const report: CancelReport = { refunded: 0, failed: 0, refused: 0 };
  for (const row of rows) {
    await deps.db.transaction((tx) =>
      enqueueCancelledMail(
        tx,
        deps.shop,
        row.courseDateId,
        {
          key: `item:${row.orderItemId}`,
          recipient: { email: row.attendee?.email ?? '', name: row.attendee?.firstName ?? '' },
          orderId: row.orderId,
          paid: row.paid,
        },
        berlinDay(now),
      ),
    );
    try {
      const refund = await refundCourseBooking(deps, actor, row.orderItemId);
      if (refund?.state === 'failed') {
        report.refused += 1;
        // said once, when turned down: each later run meets the same refusal until staff refund
        if (Date.parse(refund.requestedAt) >= now.getTime())
          log(row.orderItemId, new Error(`refund ${refund.id} refused: ${refund.failure ?? '–'}`));
      } else report.refunded += 1;
    } catch (error) {
      report.failed += 1;
      log(row.orderItemId, error);
    }
  }
  return report;
}

/** Staff's "Termin absagen": marked at once, then every paid booking refunded and mailed. */
export async function cancelCourseDate(
  deps: RefundDeps,
  actor: Actor,
  courseDateId: number,
  reason: string | null,
  log: (orderItemId: number, error: unknown) => void,
): Promise<CancelReport> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction((tx) =>
    markDateCancelled(tx, deps.shop, { actor, courseDateId, now, reason }),
  );
  const report = await settleCancelledDates(deps, actor, log, courseDateId);
  deps.catalog?.invalidate();
  return report;
}
