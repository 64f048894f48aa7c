import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/audit-schema';
import type { CheckInDate, CheckInList } from '../../domain/check-in-schema';
import { buyers, courseBookings, courseDates, orderItems } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, courseLine, JUERGEN, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { pdfWords } from '../testing/pdf-text';
import { nextAddress, suiteStaff } from '../testing/staff';

const SINGLE = 'c-imkern-fuer-einsteiger';
const SERIES = 'c-kraeuterkurs-im-jahreskreis';
// the last Sundays of March and October 2027: the clocks change at night
const SPRING = '2027-03-28';
const AUTUMN = '2027-10-31';

let buyerCount = 0;

describe.each(databaseKinds())('check-in on $name', (kind) => {
  // the clock every request reads; set before each step
  let clock = new Date('2027-01-01T12:00:00Z');
  const shop = useTestShop(kind, {
    now: () => clock,
    config: { CHECKOUT_RATE_LIMIT: '100000' },
  });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    (await staff()).request({ method, url });
  const list = async (day?: string) => {
    const response = await call('GET', `/api/admin/check-in${day ? `?day=${day}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckInList>();
  };
  const dateIn = (found: CheckInList, id: number): CheckInDate | undefined =>
    found.dates.find((date) => date.courseDateId === id);

  async function newDate(productId: string, days: string[], time = '10:00 – 12:00 Uhr') {
    const [date] = await db()
      .insert(courseDates)
      .values({
        productId,
        startsOn: days[0] ?? '',
        time,
        totalSpace: 20,
        fixedDates: days,
        label: days.length > 1 ? 'Gruppe Test' : null,
      })
      .returning({ id: courseDates.id, productId: courseDates.productId });
    if (!date) throw new Error('no date');
    return date;
  }

  /** Places booked outside the shop (the old shop's or by phone): a buyer without an order. */
  async function outsideBooking(courseDateId: number, person: object, places = 1) {
    buyerCount += 1;
    const id = `b-test${buyerCount}${Date.now()}`;
    await db()
      .insert(buyers)
      .values({ id, firstName: 'Anna', lastName: 'Zander', email: '', phone: '', ...person });
    await db()
      .insert(courseBookings)
      .values(
        Array.from({ length: places }, () => ({
          courseDateId,
          buyerId: id,
          status: 'confirmed' as const,
        })),
      );
    return `buyer-${id}`;
  }

  /** Two paid places of Jürgen's, bought in the shop while the clock stood before the course. */
  async function shopBooking(date: { id: number; productId: string }, places = 2) {
    const order = await buyWithTestCard(shop().app, [courseLine(date, places)]);
    expect(order.status).toBe('paid');
    const [line] = await db()
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    return `order-${line?.id}`;
  }

  const tap = (day: string, id: number, key: string, method: 'PUT' | 'DELETE' = 'PUT') =>
    call(method, `/api/admin/check-in/${day}/${id}/${encodeURIComponent(key)}`);

  it('lists the paid participants of today in Berlin from just after midnight to just before the next', async () => {
    clock = new Date('2027-01-01T12:00:00Z');
    const spring = await newDate(SINGLE, [SPRING], '14:00 – 16:00 Uhr');
    const early = await newDate(SINGLE, [SPRING], '9:00 – 11:00 Uhr');
    const dayBefore = await newDate(SINGLE, ['2027-03-27']);
    const jurgen = await shopBooking(spring);
    await outsideBooking(spring.id, { firstName: 'Anna', lastName: 'Ahrens', phone: '0761 42' });
    // an unpaid checkout holds a place, a cancelled booking gave its place back: neither comes
    expect((await startCheckout(shop().app, [courseLine(spring, 3)], nextAddress())).status).toBe(
      200,
    );
    await db().insert(courseBookings).values({ courseDateId: spring.id, status: 'released' });

    for (const instant of ['2027-03-27T23:00:30Z', '2027-03-28T21:59:30Z']) {
      // 00:00:30 winter time, then 23:59:30 summer time: the same Berlin day
      clock = new Date(instant);
      const today = await list();
      expect(today.day).toBe(SPRING);
      expect(dateIn(today, dayBefore.id)).toBeUndefined();
      const ids = today.dates.map((date) => date.courseDateId);
      expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(spring.id));
      expect(dateIn(today, spring.id)).toEqual({
        courseDateId: spring.id,
        title: 'Imkern für Einsteiger',
        label: null,
        time: '14:00 – 16:00 Uhr',
        location: 'Bienenstand hinter dem Hofladen',
        days: [SPRING],
        cancelled: false,
        openDay: SPRING,
        participants: [
          {
            key: expect.stringMatching(/^buyer-b-test/),
            firstName: 'Anna',
            lastName: 'Ahrens',
            email: '',
            phone: '0761 42',
            places: 1,
            present: false,
          },
          { key: jurgen, ...JUERGEN, places: 2, present: false },
        ],
      });
    }
    clock = new Date('2027-03-28T22:00:30Z');
    expect((await list()).day).toBe('2027-03-29');
    // another day is named by staff: tomorrow's list to print
    expect(dateIn(await list(SPRING), spring.id)?.participants).toHaveLength(2);
  });

  it('takes the autumn day from just after midnight (summer time) to just before the next (winter time)', async () => {
    clock = new Date('2027-01-01T12:00:00Z');
    const autumn = await newDate(SINGLE, [AUTUMN]);
    const key = await outsideBooking(autumn.id, { lastName: 'Herbst' }, 2);
    clock = new Date('2027-10-30T22:00:30Z');
    expect((await list()).day).toBe(AUTUMN);
    expect((await tap(AUTUMN, autumn.id, key)).json()).toEqual({ key, present: true });
    clock = new Date('2027-10-31T22:59:30Z');
    const late = await list();
    expect(late.day).toBe(AUTUMN);
    expect(dateIn(late, autumn.id)?.participants).toMatchObject([{ places: 2, present: true }]);
    clock = new Date('2027-10-31T23:00:30Z');
    expect((await list()).day).toBe('2027-11-01');
  });

  it('checks a booking in with one tap and out with another, each once in its history', async () => {
    clock = new Date('2027-01-01T12:00:00Z');
    const date = await newDate(SINGLE, ['2027-05-08']);
    const key = await shopBooking(date, 3);
    clock = new Date('2027-05-08T08:05:00Z');
    const checkedIn = await tap('2027-05-08', date.id, key);
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json()).toEqual({ key, present: true });
    // a second tablet taps too: nothing changes, nothing more is recorded
    expect((await tap('2027-05-08', date.id, key)).json()).toEqual({ key, present: true });
    const places = await db()
      .select({ at: courseBookings.checkedInAt })
      .from(courseBookings)
      .where(eq(courseBookings.courseDateId, date.id));
    expect(places.map((place) => place.at?.toISOString())).toEqual(
      Array(3).fill('2027-05-08T08:05:00.000Z'),
    );
    expect(dateIn(await list(), date.id)?.participants).toMatchObject([
      { places: 3, present: true },
    ]);

    clock = new Date('2027-05-08T08:06:00Z');
    expect((await tap('2027-05-08', date.id, key, 'DELETE')).json()).toEqual({
      key,
      present: false,
    });
    expect(dateIn(await list(), date.id)?.participants).toMatchObject([{ present: false }]);
    const history = (
      await call('GET', `/api/admin/audit/course_booking/${key.replace('order-', '')}`)
    ).json<AuditEntry[]>();
    expect(history.map((entry) => [entry.staffName, entry.changes])).toEqual([
      ['Greta Bienenstöck', [{ field: 'present', before: true, after: false }]],
      ['Greta Bienenstöck', [{ field: 'present', before: false, after: true }]],
    ]);
  });

  it('takes taps only on the day that is open: not ahead, and a series day until its next one', async () => {
    clock = new Date('2027-01-01T12:00:00Z');
    const days = ['2027-06-05', '2027-06-12'];
    const group = await newDate(SERIES, days);
    const key = await outsideBooking(group.id, { lastName: 'Reihe' }, 2);

    clock = new Date('2027-06-04T12:00:00Z');
    const ahead = await tap('2027-06-05', group.id, key);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().error).toEqual({
      code: 'CHECK_IN_CLOSED',
      message: 'Die Anwesenheit wird erst am Kurstag erfasst.',
    });
    expect(dateIn(await list('2027-06-05'), group.id)?.openDay).toBeNull();

    clock = new Date('2027-06-05T08:00:00Z');
    expect((await tap('2027-06-05', group.id, key)).statusCode).toBe(200);
    // the day after, the first day is still open for a forgotten tap
    clock = new Date('2027-06-06T08:00:00Z');
    expect(dateIn(await list('2027-06-05'), group.id)?.participants).toMatchObject([
      { present: true },
    ]);

    // the second day: a fresh list, and the first day's taps are closed
    clock = new Date('2027-06-12T07:30:00Z');
    const second = dateIn(await list(), group.id);
    expect(second).toMatchObject({ days, openDay: '2027-06-12', label: 'Gruppe Test' });
    expect(second?.participants).toMatchObject([{ lastName: 'Reihe', present: false }]);
    const late = await tap('2027-06-05', group.id, key, 'DELETE');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'Die Anwesenheit wird jetzt für den 12.06.2027 erfasst.',
    );
    expect((await tap('2027-06-12', group.id, key)).statusCode).toBe(200);
    expect(dateIn(await list(), group.id)?.participants).toMatchObject([{ present: true }]);
    expect(dateIn(await list('2027-06-05'), group.id)?.participants).toMatchObject([
      { present: false },
    ]);
  });

  it('refuses unknown bookings and days, cancelled dates and strangers', async () => {
    clock = new Date('2027-01-01T12:00:00Z');
    const date = await newDate(SINGLE, ['2027-07-03']);
    const key = await outsideBooking(date.id, { lastName: 'Fremd' });
    clock = new Date('2027-07-03T09:00:00Z');
    expect((await tap('2027-07-03', date.id, 'buyer-b-unbekannt')).statusCode).toBe(404);
    expect((await tap('2027-07-03', date.id, 'order-2147483647')).statusCode).toBe(404);
    expect((await tap('2027-07-04', date.id, key)).statusCode).toBe(404);
    expect((await tap('2027-07-03', 2147483647, key)).statusCode).toBe(404);
    for (const bad of ['order-0', 'order-99999999999', 'kunde-1', 'buyer-'])
      expect((await tap('2027-07-03', date.id, bad)).statusCode, bad).toBe(400);
    expect((await call('GET', '/api/admin/check-in?day=2027-02-30')).statusCode).toBe(400);

    const { app } = shop();
    const url = `/api/admin/check-in/2027-07-03/${date.id}/${encodeURIComponent(key)}`;
    expect((await app.inject({ method: 'PUT', url })).statusCode).toBe(401);
    expect((await app.inject('/api/admin/check-in')).statusCode).toBe(401);
    expect((await app.inject('/api/admin/check-in.pdf')).statusCode).toBe(401);

    await db()
      .update(courseDates)
      .set({ cancelledAt: new Date('2027-07-01T08:00:00Z') })
      .where(eq(courseDates.id, date.id));
    const cancelled = await tap('2027-07-03', date.id, key);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('DATE_CANCELLED');
    expect(dateIn(await list(), date.id)).toMatchObject({ cancelled: true, participants: [] });
  });

  it('prints the day’s Teilnehmerliste as PDF: the course, its day, place, people and room to sign', async () => {
    clock = new Date('2027-01-01T12:00:00Z');
    const date = await newDate(SINGLE, ['2027-09-04'], '14:00 – 17:00');
    const group = await newDate(SERIES, ['2027-08-28', '2027-09-04', '2027-09-11'], '9 - 12');
    const jurgen = await shopBooking(date);
    await outsideBooking(date.id, { firstName: 'Zoë', lastName: 'Ährenfeld', phone: '0761 555' });
    await outsideBooking(group.id, { firstName: 'Paul', lastName: 'Gärtner', email: 'paul@x.de' });
    clock = new Date('2027-09-04T07:00:00Z');
    await tap('2027-09-04', date.id, jurgen);

    const response = await call('GET', '/api/admin/check-in.pdf?day=2027-09-04');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="teilnehmerliste-2027-09-04.pdf"',
    );
    const text = pdfWords(response.rawPayload);
    expect(text).toContain('Teilnehmerliste Sa., 04.09.2027');
    // by start time: the series group at 9, the single date at 14 on a page of its own
    expect(text.indexOf('Kräuterkurs im Jahreskreis – Gruppe Test')).toBeLessThan(
      text.indexOf('Imkern für Einsteiger'),
    );
    expect(text).toContain('Datum: Sa., 04.09.2027 (Kurstag 2 von 3)');
    expect(text).toContain('Uhrzeit: 9 - 12 Uhr');
    expect(text).toContain('Ort: Kräutergarten am Hofladen (bei Regen in der Hofscheune)');
    expect(text).toContain('Gärtner, Paul 1 paul@x.de');
    expect(text).toContain('Uhrzeit: 14:00 – 17:00 Uhr');
    expect(text).toContain('Ort: Bienenstand hinter dem Hofladen');
    expect(text).toContain('Teilnehmende: 3 Plätze');
    expect(text).toContain('anwesend Name Plätze Telefon E-Mail');
    expect(text).toContain('Ährenfeld, Zoë 1 0761 555');
    expect(text).toContain(`Müller, Jürgen 2 ${JUERGEN.phone} ${JUERGEN.email}`);
    expect(text.match(/Notizen/g)).toHaveLength(2);
    expect(text).toContain('Datum, Unterschrift Kursleitung');

    const empty = await call('GET', '/api/admin/check-in.pdf?day=2031-01-01');
    expect(pdfWords(empty.rawPayload)).toContain('An diesem Tag findet kein Kurs statt.');
  });
});
