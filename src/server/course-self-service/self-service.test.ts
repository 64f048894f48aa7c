import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingView } from '../../domain/waitlist-schema';
import { SHOP_ACTOR } from '../audit/service';
import { placesTaken } from '../catalog/places-taken';
import { markDateCancelled, settleCancelledDates } from '../course-decisions/cancel-date';
import { courseDates, issuedDocuments, outbox, refunds, scheduledJobs } from '../db/schema';
import { createSimulatedProvider } from '../payments/simulated';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { buyWithTestCard, courseLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';
import { refundOwnBooking } from './refund-own-booking';
import { cancelOwnBooking } from './service';

describe.each(databaseKinds())('a course booking’s own page on $name', (kind) => {
  let clock = new Date('2026-11-22T10:00:00Z');
  const shop = useTestShop(kind, { now: () => clock, config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const app = () => shop().app;
  beforeEach(() => {
    clock = new Date('2026-11-22T10:00:00Z');
  });

  /** A date on `startsOn` with `space` places, `booked` of them bought: the booking's token. */
  async function booked(startsOn: string, space: number, booked: number) {
    const date = await emptyCourseDate(db(), space);
    await db()
      .update(courseDates)
      .set({ startsOn, fixedDates: [startsOn] })
      .where(eq(courseDates.id, date.id));
    const order = await buyWithTestCard(
      app(),
      [courseLine(date, booked)],
      'teilnehmer@example.org',
    );
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${order.orderId}`));
    const token = /\/kursbuchung\/([a-f0-9]{64})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.html).toContain('Buchung verwalten');
    return { date, token, orderId: order.orderId };
  }
  const view = async (token: string) =>
    (await app().inject({ url: `/api/course-bookings/${token}` })).json<BookingView>();
  const cancel = (token: string) =>
    app().inject({ method: 'POST', url: `/api/course-bookings/${token}/cancel` });
  async function rules(body: object) {
    const response = await (await staff()).request({
      method: 'PUT',
      url: '/api/admin/settings/course-self-service',
      payload: { offerHours: 24, cancelDaysBefore: 7, feeKind: 'percent', feeValue: 0, ...body },
    });
    expect(response.statusCode).toBe(200);
  }

  it('cancels until the end of the Berlin day N days before, across the spring change', async () => {
    await rules({ cancelDaysBefore: 3, feeKind: 'percent', feeValue: 0 });
    // 2027-03-31 less 3 days: the 28th, the day the clocks spring forward, is the last
    const { token } = await booked('2027-03-31', 4, 2);
    clock = new Date('2027-03-28T21:59:59.999Z');
    expect(await view(token)).toMatchObject({
      changeable: true,
      lastChangeDay: '2027-03-28',
      changeableUntil: '2027-03-28T22:00:00.000Z',
    });
    clock = new Date('2027-03-28T22:00:00.000Z');
    expect(await view(token)).toMatchObject({ changeable: false, lastChangeDay: '2027-03-28' });
    const late = await cancel(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('BOOKING_NOT_CHANGEABLE');
  });

  it('cancels across the autumn change with the fee kept: refund, credit note, places freed once', async () => {
    await rules({ cancelDaysBefore: 3, feeKind: 'percent', feeValue: 10 });
    // 2027-11-03 less 3 days: the 31st, the day the clocks fall back, is the last
    const { date, token, orderId } = await booked('2027-11-03', 4, 2);
    clock = new Date('2027-10-31T22:59:59.999Z');
    const before = await view(token);
    expect(before).toMatchObject({ changeable: true, lastChangeDay: '2027-10-31' });
    expect(before.feeCents).toBe(Math.round((before.refundCents + before.feeCents) / 10));
    const done = await cancel(token);
    expect(done.statusCode).toBe(200);
    expect(done.json<BookingView>().state).toBe('cancelled');
    expect(await placesTaken(db(), date.id)).toBe(0);
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund?.amountCents).toBe(before.refundCents);
    expect(refund?.status).toBe('succeeded');
    const [note] = await db()
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.kind, 'credit_note')));
    expect(note?.grossCents).toBe(before.refundCents);
    // a second click refunds nothing more
    expect((await cancel(token)).statusCode).toBe(200);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
    const freed = await db()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, 'waitlist.places-freed'));
    expect(
      freed.some((job) => (job.payload as { courseDateId: number }).courseDateId === date.id),
    ).toBe(true);
  });

  it('cancels with a fee that keeps everything: places freed, no provider call, no credit note', async () => {
    await rules({ cancelDaysBefore: 3, feeKind: 'percent', feeValue: 100 });
    const { date, token, orderId } = await booked('2027-09-01', 4, 2);
    clock = new Date('2027-08-01T10:00:00.000Z');
    const before = await view(token);
    expect(before).toMatchObject({ changeable: true, refundCents: 0 });
    const done = await cancel(token);
    expect(done.statusCode).toBe(200);
    expect(done.json<BookingView>().state).toBe('cancelled');
    expect(await placesTaken(db(), date.id)).toBe(0);
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ amountCents: 0, status: 'succeeded', providerRefundId: null });
    const notes = await db()
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.kind, 'credit_note')));
    expect(notes).toHaveLength(0);
    // no credit note's mail: one of its own says what was cancelled and that nothing goes back
    const told = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'cancellation')));
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toMatch(/^Stornierung zu deiner Bestellung [0-9A-F]{8}$/);
    expect(told[0]?.text).toContain('Grund: Vom Teilnehmer über den Buchungslink storniert');
    expect(told[0]?.text).toContain(
      'Nach der Stornogebühr bleibt davon nichts zu erstatten, darum geht kein Geld zurück.',
    );
  });

  it('moves a booking to another date of the course with room, never onto a full one', async () => {
    await rules({});
    const { date, token } = await booked('2027-06-01', 5, 3);
    const roomy = await emptyCourseDate(db(), 3);
    const tight = await emptyCourseDate(db(), 2);
    const offered = (await view(token)).otherDates.map((other) => other.courseDateId);
    expect(offered).toContain(roomy.id);
    expect(offered).not.toContain(tight.id);
    const full = await app().inject({
      method: 'POST',
      url: `/api/course-bookings/${token}/move`,
      payload: { courseDateId: tight.id },
    });
    expect(full.json().error.code).toBe('COURSE_FULL');
    const moved = await app().inject({
      method: 'POST',
      url: `/api/course-bookings/${token}/move`,
      payload: { courseDateId: roomy.id },
    });
    expect(moved.json<BookingView>().date.courseDateId).toBe(roomy.id);
    expect(await placesTaken(db(), date.id)).toBe(0);
    expect(await placesTaken(db(), roomy.id)).toBe(3);
  });

  const move = (token: string, courseDateId: number) =>
    app().inject({
      method: 'POST',
      url: `/api/course-bookings/${token}/move`,
      payload: { courseDateId },
    });

  it('never moves onto a date that starts today or is past its own cutoff', async () => {
    await rules({ cancelDaysBefore: 3 });
    const { date, token } = await booked('2027-06-20', 5, 1);
    const dateOn = async (startsOn: string) => {
      const other = await emptyCourseDate(db(), 5);
      await db()
        .update(courseDates)
        .set({ startsOn, fixedDates: [startsOn] })
        .where(eq(courseDates.id, other.id));
      return other;
    };
    const today = await dateOn('2027-06-01');
    // last change day 31 May: too soon on 1 June; from the 4th, 1 June is still its last day
    const tooSoon = await dateOn('2027-06-03');
    const later = await dateOn('2027-06-04');
    clock = new Date('2027-06-01T08:00:00Z');
    const offered = (await view(token)).otherDates.map((other) => other.courseDateId);
    expect(offered).toContain(later.id);
    expect(offered).not.toContain(today.id);
    expect(offered).not.toContain(tooSoon.id);
    for (const target of [today, tooSoon]) {
      const refused = await move(token, target.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'COURSE_DATE_TOO_SOON',
        message:
          'Auf diesen Termin kannst du nicht mehr online verlegen, er beginnt zu bald. Bitte wähle einen späteren Termin oder schreib uns eine E-Mail.',
      });
      expect(await placesTaken(db(), target.id)).toBe(0);
    }
    expect(await placesTaken(db(), date.id)).toBe(1);
    const moved = await move(token, later.id);
    expect(moved.json<BookingView>().date.courseDateId).toBe(later.id);
  });

  it('never offers nor takes a cancelled date as the new date', async () => {
    await rules({});
    const { date, token } = await booked('2027-06-01', 5, 1);
    const cancelled = await emptyCourseDate(db(), 5);
    await (await staff()).request({
      method: 'POST',
      url: `/api/admin/course-dates/${cancelled.id}/cancel`,
    });
    expect((await view(token)).otherDates.map((other) => other.courseDateId)).not.toContain(
      cancelled.id,
    );
    const refused = await move(token, cancelled.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'COURSE_DATE_CANCELLED',
      message: 'Dieser Termin ist abgesagt. Bitte wähle einen anderen Termin.',
    });
    expect(await placesTaken(db(), date.id)).toBe(1);
    expect(await placesTaken(db(), cancelled.id)).toBe(0);
  });

  it('on a date the farm cancelled: the page says so, the link changes nothing, no fee is kept', async () => {
    await rules({ feeKind: 'percent', feeValue: 50 });
    const { date, token, orderId } = await booked('2027-06-01', 5, 2);
    const other = await emptyCourseDate(db(), 5);
    const worth = await view(token).then((before) => before.refundCents + before.feeCents);
    const shopContact = { shopEmail: 'hof@example.org', publicUrl: 'http://shop.test' };
    // as the decision job does: the date is marked, the sweep refunds up to a minute later
    await db().transaction((tx) =>
      markDateCancelled(tx, shopContact, {
        actor: SHOP_ACTOR,
        courseDateId: date.id,
        now: clock,
        reason: null,
      }),
    );
    expect(await view(token)).toMatchObject({
      state: 'booked',
      dateCancelled: true,
      changeable: false,
      refundCents: 0,
      feeCents: 0,
      otherDates: [],
    });
    for (const refused of [await cancel(token), await move(token, other.id)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('COURSE_DATE_CANCELLED');
      expect(refused.json().error.message).toContain('vollen Betrag');
    }
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);

    const payments = createSimulatedProvider(db(), 'http://shop.test');
    await settleCancelledDates({ db: db(), payments, shop: shopContact }, SHOP_ACTOR, () => {});
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ amountCents: worth, status: 'succeeded' });
    expect(await view(token)).toMatchObject({ state: 'cancelled', dateCancelled: true });
  });

  it('keeps no fee when the farm cancels the date between the link’s checks and its refund', async () => {
    await rules({ feeKind: 'percent', feeValue: 50 });
    const { date, token, orderId } = await booked('2027-06-01', 5, 2);
    const worth = await view(token).then((before) => before.refundCents + before.feeCents);
    const shopContact = { shopEmail: 'hof@example.org', publicUrl: 'http://shop.test' };
    const refundDeps = {
      db: db(),
      payments: createSimulatedProvider(db(), 'http://shop.test'),
      shop: shopContact,
      now: () => clock,
    };
    // the date passed the link's checks; the farm's cancel lands before the refund is reserved
    await cancelOwnBooking(
      {
        db: db(),
        shop: shopContact,
        now: () => clock,
        refund: async (orderItemId, keepFee, reason) => {
          await db().transaction((tx) =>
            markDateCancelled(tx, shopContact, {
              actor: SHOP_ACTOR,
              courseDateId: date.id,
              now: clock,
              reason: null,
            }),
          );
          await refundOwnBooking(refundDeps, orderItemId, keepFee, reason);
        },
      },
      token,
    );
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ amountCents: worth, status: 'succeeded' });
    // the date's own refunds find the booking refunded in full: nothing more goes out
    await settleCancelledDates(refundDeps, SHOP_ACTOR, () => {});
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
    expect(await placesTaken(db(), date.id)).toBe(0);
  });

  it('knows no booking by a wrong token', async () => {
    const response = await app().inject({ url: `/api/course-bookings/${'0'.repeat(64)}` });
    expect(response.statusCode).toBe(404);
  });
});
