import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  cancellationFee,
  changeable,
  changeDeadline,
  lastChangeDay,
} from '../../domain/course-self-service';
import { refundAmounts } from '../../domain/refund-amounts';
import type { BookingView, CourseSelfServiceSettings } from '../../domain/waitlist-schema';
import { type Actor, recordChange } from '../audit/service';
import { placesTaken, placesTakenOfEachDate, takesPlace } from '../catalog/places-taken';
import { moveReminder } from '../course-reminders/schedule';
import type { Db, Tx } from '../db/client';
import { courseBookings, courseDates, orderItems, orders } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { ShopContact } from '../mail/order-confirmation-template';
import { readRefundableOrder } from '../refunds/refundable-order';
import { dateWithTitle, factsOf } from '../waitlist/date-facts';
import { offerFreePlaces } from '../waitlist/offers';
import { selfServiceSettings } from './settings';

// A course booking's own page (docs/shop/courses.md#your-booking): its holder cancels it, with
// the fee kept, or moves it to another date of the course, until the cutoff.

/** Who the history names for a change made through the booking's link. */
export const BOOKING_HOLDER: Actor = { id: null, name: 'Teilnehmer (Buchungslink)' };

export interface SelfServiceDeps {
  db: Db;
  /** Links and signature of the waitlist's offer mails. */
  shop: ShopContact;
  now?: () => Date;
  /** The refund machinery: the booking's places back through the provider, with a credit note. */
  refund: (
    orderItemId: number,
    keepFee: (amountCents: number, tx: Tx) => Promise<number>,
    reason: string,
  ) => Promise<void>;
}

async function bookingByToken(db: Db | Tx, token: string, lock = false) {
  const query = db
    .select({ item: orderItems, orderStatus: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.manageToken, token));
  const [row] = lock ? await query.for('update', { of: orderItems }) : await query;
  if (!row?.item.courseDateId || row.orderStatus !== 'paid')
    throw notFound('Diese Buchung gibt es nicht.');
  return { ...row.item, courseDateId: row.item.courseDateId };
}

async function placesOf(db: Db | Tx, orderItemId: number): Promise<number> {
  const rows = await db
    .select({ id: courseBookings.id })
    .from(courseBookings)
    .where(and(eq(courseBookings.orderItemId, orderItemId), takesPlace()));
  return rows.length;
}

/** What a cancel now gives back: the line's remaining worth, less the fee. */
async function refundPreview(
  db: Db,
  orderId: string,
  itemId: number,
  rules: CourseSelfServiceSettings,
) {
  const order = await readRefundableOrder(db, orderId, { lock: false });
  const line = order?.lines.find((entry) => entry.id === itemId);
  if (!order || !line || line.quantity <= line.refundedQuantity) return { refund: 0, fee: 0 };
  const amounts = refundAmounts(order, {
    lines: [{ itemId, quantity: line.quantity - line.refundedQuantity }],
    shipping: false,
  });
  const worth = amounts.ok ? amounts.amountCents : 0;
  const fee = cancellationFee(rules, worth);
  return { refund: worth - fee, fee };
}

export async function bookingView(deps: SelfServiceDeps, token: string): Promise<BookingView> {
  const now = deps.now?.() ?? new Date();
  const item = await bookingByToken(deps.db, token);
  const facts = await dateWithTitle(deps.db, item.courseDateId);
  if (!facts) throw notFound('Diese Buchung gibt es nicht.');
  const rules = await selfServiceSettings(deps.db);
  const places = await placesOf(deps.db, item.id);
  const state =
    places === 0 ? 'cancelled' : item.refundedQuantity >= item.quantity ? 'cancelling' : 'booked';
  const dateCancelled = facts.date.cancelledAt !== null;
  const open =
    state === 'booked' &&
    !dateCancelled &&
    changeable(now, facts.date.startsOn, rules.cancelDaysBefore);
  const others = open
    ? await deps.db
        .select({ date: courseDates, taken: placesTakenOfEachDate() })
        .from(courseDates)
        .where(
          and(
            eq(courseDates.productId, facts.date.productId),
            ne(courseDates.id, item.courseDateId),
            isNull(courseDates.cancelledAt),
          ),
        )
        .orderBy(asc(courseDates.startsOn), asc(courseDates.id))
    : [];
  const preview = open ? await refundPreview(deps.db, item.orderId, item.id, rules) : null;
  return {
    title: facts.title,
    attendee: `${item.attendee?.firstName ?? ''} ${item.attendee?.lastName ?? ''}`.trim(),
    places,
    state,
    date: factsOf(facts.date, facts.title),
    dateCancelled,
    changeableUntil: changeDeadline(facts.date.startsOn, rules.cancelDaysBefore).toISOString(),
    lastChangeDay: lastChangeDay(facts.date.startsOn, rules.cancelDaysBefore),
    changeable: open,
    refundCents: preview?.refund ?? 0,
    feeCents: preview?.fee ?? 0,
    otherDates: others
      .filter((row) => movableOnto(now, row.date, rules))
      .map((row) => ({
        ...factsOf(row.date, facts.title),
        free: row.date.totalSpace - Number(row.taken),
        totalSpace: row.date.totalSpace,
      }))
      .filter((date) => date.free >= places),
  };
}

/**
 * Checkout's lock on the date (decision 005) and the date with its course's title. The farm's
 * cancel of a date takes the same lock, so a date read here is not being cancelled meanwhile.
 */
async function lockedDateWithTitle(tx: Tx, courseDateId: number) {
  await tx
    .select({ id: courseDates.id })
    .from(courseDates)
    .where(eq(courseDates.id, courseDateId))
    .for('no key update');
  return dateWithTitle(tx, courseDateId);
}

/**
 * A booking moves only onto a date it could still be cancelled or moved from: the same cutoff
 * (docs/shop/courses.md#your-booking), so no booking lands on a date that starts today or within
 * the days the farm plans with fixed numbers.
 */
const movableOnto = (
  now: Date,
  date: { startsOn: string },
  rules: Pick<CourseSelfServiceSettings, 'cancelDaysBefore'>,
) => changeable(now, date.startsOn, rules.cancelDaysBefore);

const targetTooSoon = () =>
  conflict(
    'COURSE_DATE_TOO_SOON',
    'Auf diesen Termin kannst du nicht mehr online verlegen, er beginnt zu bald. Bitte wähle einen späteren Termin oder schreib uns eine E-Mail.',
  );

const tooLate = () =>
  conflict(
    'BOOKING_NOT_CHANGEABLE',
    'Diese Buchung lässt sich nicht mehr online ändern. Bitte schreib uns eine E-Mail.',
  );

// docs/shop/courses.md#cancelling-a-date: the farm refunds such a booking in full by itself; a
// cancel by the link would keep the fee, a move would take the booking off that refund
const ownDateCancelled = () =>
  conflict(
    'COURSE_DATE_CANCELLED',
    'Dieser Termin ist abgesagt. Du bekommst den vollen Betrag ohne Stornogebühr zurück und musst nichts weiter tun.',
  );

/**
 * Cancels the booking: its places back through the refund machinery, the fee kept. The checks
 * run under the order line's lock (the one a move takes) and the date's (the one the farm's
 * cancel of the date takes), so simultaneous cancels, a move or the date's cancellation are
 * judged one after the other on what the previous one wrote, never on a stale read. The refund
 * itself runs after that transaction (a provider call holds no lock, decision 033); its key is
 * the booking's, so a cancel that slipped in before the first one's refund was reserved gets
 * that same refund, and the provider its idempotency key.
 */
export async function cancelOwnBooking(deps: SelfServiceDeps, token: string): Promise<BookingView> {
  const now = deps.now?.() ?? new Date();
  const rules = await selfServiceSettings(deps.db);
  const item = await deps.db.transaction(async (tx) => {
    const locked = await bookingByToken(tx, token, true);
    const facts = await lockedDateWithTitle(tx, locked.courseDateId);
    if (facts?.date.cancelledAt) throw ownDateCancelled();
    if (!facts || !changeable(now, facts.date.startsOn, rules.cancelDaysBefore)) throw tooLate();
    // cancelled already (places gone) or its refund reserved: a second click changes nothing
    const open = (await placesOf(tx, locked.id)) > 0 && locked.refundedQuantity < locked.quantity;
    return open ? locked : null;
  });
  if (item) {
    // the farm may cancel the date between these checks and the refund: judged again under the
    // date's lock in the refund's transaction, a date cancelled meanwhile keeps no fee. The line
    // is locked first, in the order the checks above take them, so clicks side by side wait for
    // each other instead of deadlocking.
    const fee = async (amountCents: number, tx: Tx) => {
      // its date as it is now: a move may have landed since the checks
      const { courseDateId } = await bookingByToken(tx, token, true);
      const facts = await lockedDateWithTitle(tx, courseDateId);
      return facts?.date.cancelledAt ? 0 : cancellationFee(rules, amountCents);
    };
    await deps.refund(item.id, fee, 'Vom Teilnehmer über den Buchungslink storniert');
    // the waitlist hears of the freed places now rather than at the scheduler's next round
    await deps.db.transaction((tx) => offerFreePlaces(tx, deps.shop, item.courseDateId, now));
  }
  return bookingView(deps, token);
}

/**
 * Moves the booking's places to another date of the same course in one transaction: both dates
 * locked in id order under checkout's lock (decision 005), the target counted, the places moved.
 * The old date's freed places go to its waitlist.
 */
export async function moveOwnBooking(
  deps: SelfServiceDeps,
  token: string,
  targetDateId: number,
): Promise<BookingView> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const item = await bookingByToken(tx, token, true);
    const from = item.courseDateId;
    if (targetDateId === from) return;
    const rules = await selfServiceSettings(tx);
    const locked = new Map<number, Awaited<ReturnType<typeof lockedDateWithTitle>>>();
    for (const id of [from, targetDateId].sort((a, b) => a - b))
      locked.set(id, await lockedDateWithTitle(tx, id));
    const source = locked.get(from) ?? null;
    const target = locked.get(targetDateId) ?? null;
    if (source?.date.cancelledAt) throw ownDateCancelled();
    if (!source || !changeable(now, source.date.startsOn, rules.cancelDaysBefore)) throw tooLate();
    if (item.refundedQuantity > 0) throw tooLate();
    if (!target || target.archived || target.date.productId !== source.date.productId)
      throw notFound('Diesen Termin gibt es für diesen Kurs nicht.');
    if (target.date.cancelledAt)
      throw conflict(
        'COURSE_DATE_CANCELLED',
        'Dieser Termin ist abgesagt. Bitte wähle einen anderen Termin.',
      );
    if (!movableOnto(now, target.date, rules)) throw targetTooSoon();
    const places = await tx
      .select({ id: courseBookings.id })
      .from(courseBookings)
      .where(and(eq(courseBookings.orderItemId, item.id), takesPlace()));
    if (places.length === 0) throw tooLate();
    const free = target.date.totalSpace - (await placesTaken(tx, targetDateId));
    if (free < places.length)
      throw conflict(
        'COURSE_FULL',
        `Für diesen Termin ${free === 1 ? 'ist nur noch 1 Platz' : `sind nur noch ${Math.max(0, free)} Plätze`} frei.`,
      );
    await tx
      .update(courseBookings)
      .set({ courseDateId: targetDateId })
      .where(
        inArray(
          courseBookings.id,
          places.map((place) => place.id),
        ),
      );
    await tx
      .update(orderItems)
      .set({ courseDateId: targetDateId })
      .where(eq(orderItems.id, item.id));
    await recordChange(tx, BOOKING_HOLDER, {
      entity: 'course_booking',
      entityId: String(item.id),
      action: 'updated',
      before: { courseDateId: from, places: places.length },
      after: { courseDateId: targetDateId, places: places.length },
    });
    await moveReminder(tx, item.id, { courseDateId: from, firstDay: source.date.startsOn });
    await offerFreePlaces(tx, deps.shop, from, now);
  });
  return bookingView(deps, token);
}
