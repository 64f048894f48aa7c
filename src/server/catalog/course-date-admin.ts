import { eq, sql } from 'drizzle-orm';
import type { AdminCourseDate } from '../../domain/admin-courses-schema';
import { berlinDay } from '../../domain/berlin-time';
import { daysOfDate } from '../../domain/course';
import type { CourseDateInput } from '../../domain/course-date-schema';
import { decisionDay, pastDecisionDay } from '../../domain/course-decisions';
import { formatDate } from '../../domain/dates';
import { type Actor, recordChange } from '../audit/service';
import { scheduleDecision } from '../course-decisions/schedule';
import { rescheduleDateReminders } from '../course-reminders/schedule';
import type { Db, Tx } from '../db/client';
import { courseDates, products } from '../db/schema';
import { conflict, invalidInput, notFound } from '../errors';
import { placesFreed } from '../waitlist/offers';
import { placesTaken } from './places-taken';

export type CourseDateRow = typeof courseDates.$inferSelect;

/** What a date's row does not say: the places held on it, and whether it was ever booked. */
export interface DateBookings {
  taken: number;
  everBooked: boolean;
}

export const toAdminDate = (
  row: CourseDateRow,
  { taken, everBooked }: DateBookings,
): AdminCourseDate => ({
  id: row.id,
  label: row.label,
  startsOn: row.startsOn,
  fixedDates: daysOfDate(row),
  time: row.time,
  totalSpace: row.totalSpace,
  taken,
  minParticipants: row.minParticipants,
  decisionOn: row.decisionOn,
  decisionDaysBefore: row.decisionDaysBefore,
  decisionDay: decisionDay(row),
  cancelled: row.cancelledAt !== null,
  cancelReason: row.cancelledAt === null ? null : row.cancelReason,
  everBooked,
});

/** A date as the audit log keeps it: as staff see it, so [] and [startsOn] read alike. */
export const snapshotOf = (row: Omit<CourseDateRow, 'id' | 'createdAt'>) => ({
  productId: row.productId,
  startsOn: row.startsOn,
  time: row.time,
  totalSpace: row.totalSpace,
  label: row.label,
  fixedDates: daysOfDate(row),
  minParticipants: row.minParticipants,
  decisionOn: row.decisionOn,
  decisionDaysBefore: row.decisionDaysBefore,
});

/**
 * The date's row, locked. 'no key update' is checkout's lock (reserve.ts): a checkout and a
 * change of places then count one after the other, and neither waits on the key-share locks
 * new order lines hold on the row.
 */
export async function lockedDate(
  tx: Tx,
  id: number,
  strength: 'no key update' | 'update',
): Promise<CourseDateRow> {
  const [row] = await tx.select().from(courseDates).where(eq(courseDates.id, id)).for(strength);
  if (!row) throw notFound('Diesen Kurstermin gibt es nicht.');
  return row;
}

async function courseOf(tx: Tx, productId: string, forShare = false) {
  const query = tx
    .select({ type: products.type, series: products.courseSeries, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId));
  const [course] = await (forShare ? query.for('share') : query);
  if (course?.type !== 'course') throw notFound('Diesen Kurs gibt es nicht.');
  return course;
}

// a plain course sells single days; only a series course sells a group of days
function checkDays(series: boolean, input: CourseDateInput): void {
  if (!series && input.fixedDates.length > 1)
    throw invalidInput('body.fixedDates', 'Nur ein Gruppenkurs hat mehrere Kurstage.');
}

/**
 * A decision day whose decision time has come is refused (docs/shop/courses.md#minimum-participants):
 * its job would cancel the date at the next tick. `now` is the clock the scheduler runs on, so
 * "past" means what the decision job would see.
 */
function checkDecisionDay(before: CourseDateRow | null, input: CourseDateInput, now: Date) {
  const day = pastDecisionDay(before, input, now);
  if (!day) return;
  const field = input.decisionOn ? 'body.decisionOn' : 'body.decisionDaysBefore';
  if (day === berlinDay(now))
    throw invalidInput(
      field,
      `Am Entscheidungstag ${formatDate(day)} wird um 8:00 Uhr entschieden, und das ist heute schon vorbei. Bitte wähle einen Tag ab morgen oder lass die Mindestzahl weg.`,
    );
  throw invalidInput(
    field,
    `Der Entscheidungstag ${formatDate(day)} liegt schon zurück. Bitte wähle einen Tag ab heute oder lass die Mindestzahl weg.`,
  );
}

/**
 * A date is given a first day from today on: a day already gone (a mistyped year) would be
 * offered to nobody and booked by nobody. A date that has taken place keeps its day when staff
 * edit something else of it.
 */
function checkStartDay(before: CourseDateRow | null, input: CourseDateInput, now: Date) {
  if (before?.startsOn === input.startsOn || input.startsOn >= berlinDay(now)) return;
  throw invalidInput(
    'body.startsOn',
    `Der ${formatDate(input.startsOn)} liegt schon zurück. Bitte wähle einen Tag ab heute.`,
  );
}

export async function createCourseDate(
  db: Db,
  actor: Actor,
  productId: string,
  input: CourseDateInput,
  now: Date,
): Promise<AdminCourseDate> {
  return db.transaction(async (tx) => {
    // shared: an archiving at this moment waits, so no new date lands on an archived course
    const course = await courseOf(tx, productId, true);
    if (course.archivedAt)
      throw conflict('COURSE_ARCHIVED', 'Dieser Kurs ist archiviert und bekommt keine Termine.');
    checkDays(course.series, input);
    checkStartDay(null, input, now);
    checkDecisionDay(null, input, now);
    const [row] = await tx
      .insert(courseDates)
      .values({ productId, ...input })
      .returning();
    if (!row) throw new Error('course date insert returned nothing');
    await scheduleDecision(tx, null, row);
    await recordChange(tx, actor, {
      entity: 'course_date',
      entityId: String(row.id),
      action: 'created',
      after: snapshotOf(row),
    });
    return toAdminDate(row, { taken: 0, everBooked: false });
  });
}

const placesTakenError = (taken: number) =>
  conflict(
    'PLACES_TAKEN',
    `${taken === 1 ? 'Es ist schon 1 Platz' : `Es sind schon ${taken} Plätze`} vergeben: Die Zahl der Plätze kann nicht unter ${taken} sinken.`,
    { taken },
  );

/** Changes a date; its places never drop below those held or sold. */
export async function updateCourseDate(
  db: Db,
  actor: Actor,
  id: number,
  input: CourseDateInput,
  now: Date,
): Promise<AdminCourseDate> {
  return db.transaction(async (tx) => {
    const before = await lockedDate(tx, id, 'no key update');
    checkDays((await courseOf(tx, before.productId)).series, input);
    checkStartDay(before, input, now);
    checkDecisionDay(before, input, now);
    const taken = await placesTaken(tx, id);
    if (input.totalSpace < taken) throw placesTakenError(taken);
    const wanted = { ...before, ...input };
    // saving an unchanged form is no change worth a line in the history
    const bookings = { taken, everBooked: await everBooked(tx, id) };
    if (JSON.stringify(snapshotOf(wanted)) === JSON.stringify(snapshotOf(before)))
      return toAdminDate(before, bookings);
    const [after] = await tx
      .update(courseDates)
      .set(input)
      .where(eq(courseDates.id, id))
      .returning();
    if (!after) throw new Error('course date update returned nothing');
    // more places: the waitlist is offered them (docs/shop/courses.md#waitlist)
    if (after.totalSpace > before.totalSpace) await placesFreed(tx, id);
    await scheduleDecision(tx, before, after);
    if (after.startsOn !== before.startsOn) await rescheduleDateReminders(tx, id, before.startsOn);
    await recordChange(tx, actor, {
      entity: 'course_date',
      entityId: String(id),
      action: 'updated',
      before: snapshotOf(before),
      after: snapshotOf(after),
    });
    return toAdminDate(after, bookings);
  });
}

/**
 * Whether a booking or an order line ever named the date, for a select from course_dates; cancelled
 * and refunded ones count.
 */
export const everBookedOfEachDate = () =>
  // qualified by hand, as placesTakenOfEachDate
  sql<boolean>`(exists (select 1 from course_bookings cb where cb.course_date_id = "course_dates"."id")
    or exists (select 1 from order_items oi where oi.course_date_id = "course_dates"."id"))`;

async function everBooked(tx: Tx, id: number): Promise<boolean> {
  const [date] = await tx
    .select({ everBooked: everBookedOfEachDate() })
    .from(courseDates)
    .where(eq(courseDates.id, id));
  return date?.everBooked === true;
}

/** Deletes a date nobody ever booked; orders and their bookings keep the dates they name. */
export async function deleteCourseDate(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // the full lock waits for a checkout that is adding an order line for this date right now
    const before = await lockedDate(tx, id, 'update');
    if (await everBooked(tx, id))
      throw conflict(
        'COURSE_DATE_BOOKED',
        before.cancelledAt
          ? 'Dieser Termin wurde gebucht und abgesagt; er bleibt für die Bestellungen und Gutschriften erhalten, die ihn nennen.'
          : 'Dieser Termin wurde schon gebucht und bleibt für die Bestellungen erhalten. Setze stattdessen die Zahl der Plätze auf die vergebenen herab, dann kann niemand mehr buchen.',
      );
    await tx.delete(courseDates).where(eq(courseDates.id, id));
    await recordChange(tx, actor, {
      entity: 'course_date',
      entityId: String(id),
      action: 'deleted',
      before: snapshotOf(before),
    });
  });
}
