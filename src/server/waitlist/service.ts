import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { berlinDay } from '../../domain/berlin-time';
import type { WaitlistEntryView, WaitlistJoin } from '../../domain/waitlist-schema';
import { placesTaken } from '../catalog/places-taken';
import type { Db, Tx } from '../db/client';
import { courseDates, waitlistEntries } from '../db/schema';
import { conflict, notFound } from '../errors';
import { scheduleJob } from '../jobs/scheduler';
import type { ShopContact } from '../mail/order-confirmation-template';
import { dateWithTitle, factsOf } from './date-facts';
import { enqueueWaitlistMail, renderWaitlistConfirmation } from './mails';
import { offerFreePlaces, placesFreed } from './offers';

// The customer's side of the waitlist (docs/shop/courses.md#waitlist): join with a double
// opt-in, see the entry and its offer by the personal link, leave by it.

export const UNCONFIRMED_EXPIRES_JOB = 'waitlist.unconfirmed-expires';
/** An entry nobody confirmed is deleted after this time: no address kept without consent. */
const UNCONFIRMED_LIFETIME_MS = 48 * 3_600_000;

const dateCancelled = () =>
  conflict(
    'COURSE_DATE_CANCELLED',
    'Dieser Termin ist abgesagt, seine Warteliste ist geschlossen. Auf der Kursseite findest du die anderen Termine.',
  );

export interface WaitlistDeps {
  db: Db;
  shop: ShopContact;
  now?: () => Date;
}

const ACTIVE = ['unconfirmed', 'waiting', 'offered'] as const;
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Puts a person on a date's waitlist, unconfirmed until they follow the mailed link. Asked again
 * for a date they already wait for, nothing new happens and the answer is the same: it tells
 * nobody whether an address is on a list.
 */
export async function joinWaitlist(deps: WaitlistDeps, input: WaitlistJoin): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const facts = await dateWithTitle(tx, input.courseDateId);
    if (!facts?.isCourse || facts.archived || facts.date.startsOn < berlinDay(now))
      throw notFound('Diesen Kurstermin gibt es nicht.');
    if (facts.date.cancelledAt) throw dateCancelled();
    const free = facts.date.totalSpace - (await placesTaken(tx, input.courseDateId));
    if (free >= input.places)
      throw conflict(
        'PLACES_FREE',
        'Für diesen Termin sind noch genug Plätze frei – du kannst ihn direkt buchen.',
      );
    const [known] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.courseDateId, input.courseDateId),
          sql`lower(${waitlistEntries.email}) = lower(${input.email})`,
          inArray(waitlistEntries.status, [...ACTIVE]),
        ),
      );
    if (known) return;
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({ ...input, status: 'unconfirmed', position: 0, token: newToken(), createdAt: now })
      // the same address joined in a parallel request a moment ago: that entry is the one
      .onConflictDoNothing()
      .returning();
    if (!entry) return;
    const mailEntry = { ...entry, date: factsOf(facts.date, facts.title) };
    await enqueueWaitlistMail(
      tx,
      'waitlist-confirmation',
      mailEntry,
      renderWaitlistConfirmation(mailEntry, deps.shop),
    );
    await scheduleJob(tx, {
      kind: UNCONFIRMED_EXPIRES_JOB,
      key: String(entry.id),
      dueAt: new Date(now.getTime() + UNCONFIRMED_LIFETIME_MS),
      payload: { entryId: entry.id },
    });
  });
}

/** The job: an entry still unconfirmed is deleted. */
export async function dropUnconfirmed(tx: Tx, entryId: number): Promise<void> {
  await tx
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'unconfirmed')));
}

async function entryByToken(db: Db | Tx, token: string) {
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.token, token));
  if (!entry) throw notFound('Diesen Eintrag auf der Warteliste gibt es nicht (mehr).');
  return entry;
}

export async function waitlistEntryView(db: Db, token: string): Promise<WaitlistEntryView> {
  const entry = await entryByToken(db, token);
  const facts = await dateWithTitle(db, entry.courseDateId);
  if (!facts) throw notFound('Diesen Kurstermin gibt es nicht.');
  let position: number | null = null;
  if (entry.status === 'waiting') {
    const [ahead] = await db
      .select({ count: count() })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.courseDateId, entry.courseDateId),
          eq(waitlistEntries.status, 'waiting'),
          lt(waitlistEntries.position, entry.position),
        ),
      );
    position = Number(ahead?.count ?? 0) + 1;
  }
  return {
    status: entry.status,
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email,
    phone: entry.phone,
    places: entry.places,
    position,
    offerExpiresAt:
      entry.status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    date: factsOf(facts.date, facts.title),
  };
}

/** The opt-in link followed: the entry joins the end of the queue (once; again is no change). */
export async function confirmWaitlistEntry(
  deps: WaitlistDeps,
  token: string,
): Promise<WaitlistEntryView> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const entry = await entryByToken(tx, token);
    if (entry.status !== 'unconfirmed') return;
    // the date first, as checkout and every offer take it, then the entries
    const [date] = await tx
      .select({ cancelledAt: courseDates.cancelledAt })
      .from(courseDates)
      .where(eq(courseDates.id, entry.courseDateId))
      .for('no key update');
    // joined while the date was being cancelled: the queue it joined is closed
    if (date?.cancelledAt) {
      await tx
        .update(waitlistEntries)
        .set({ status: 'date-cancelled', confirmedAt: now })
        .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'unconfirmed')));
      return;
    }
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${waitlistEntries.position}), 0)::int` })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.courseDateId, entry.courseDateId));
    await tx
      .update(waitlistEntries)
      .set({ status: 'waiting', confirmedAt: now, position: Number(last?.max ?? 0) + 1 })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'unconfirmed')));
    // places may have come free while nobody was waiting
    await offerFreePlaces(tx, deps.shop, entry.courseDateId, now);
  });
  return waitlistEntryView(deps.db, token);
}

/** The customer leaves; an offer they hold goes to the next at once. */
export async function leaveWaitlist(deps: WaitlistDeps, token: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entry = await entryByToken(tx, token);
    if (!(ACTIVE as readonly string[]).includes(entry.status)) return;
    const left = await tx
      .update(waitlistEntries)
      .set({ status: 'left' })
      .where(and(eq(waitlistEntries.id, entry.id), inArray(waitlistEntries.status, [...ACTIVE])))
      .returning({ status: waitlistEntries.status });
    if (left.length > 0 && entry.status === 'offered') await placesFreed(tx, entry.courseDateId);
  });
}

export const entriesOfDate = (db: Db | Tx, courseDateId: number) =>
  db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.courseDateId, courseDateId),
        inArray(waitlistEntries.status, [...ACTIVE]),
      ),
    )
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.id));

export function assertActive(status: string): void {
  if (!(ACTIVE as readonly string[]).includes(status))
    throw conflict('WAITLIST_ENTRY_CLOSED', 'Dieser Eintrag steht nicht mehr auf der Warteliste.');
}
