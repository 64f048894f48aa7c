import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminWaitlistEntry, WaitlistEntryView } from '../../domain/waitlist-schema';
import { placesTaken } from '../catalog/places-taken';
import { courseDates, outbox, waitlistEntries } from '../db/schema';
import { runDueJobs } from '../jobs/scheduler';
import { eraseCustomerData, exportCustomerData } from '../privacy/service';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { buyWithTestCard, courseLine, payWithTestCard, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { nextAddress, suiteStaff } from '../testing/staff';
import { waitlistJobs } from './jobs';

const person = (name: string) => ({
  firstName: name,
  lastName: 'Wartend',
  email: `${name.toLowerCase()}@example.org`,
  phone: '0171 1234567',
});

const tokenIn = (text: string) => /\/warteliste\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

describe.each(databaseKinds())('the waitlist on $name', (kind) => {
  let clock = new Date('2026-11-22T10:00:00Z');
  const shop = useTestShop(kind, {
    now: () => clock,
    config: { CHECKOUT_RATE_LIMIT: '100000' },
  });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const app = () => shop().app;
  const jobs = waitlistJobs({ shopEmail: 'hof@example.org', publicUrl: 'http://shop.test' });
  const runJobs = () => runDueJobs(db(), jobs, clock);
  beforeEach(() => {
    clock = new Date('2026-11-22T10:00:00Z');
  });

  const join = (courseDateId: number, name: string, places: number) =>
    app().inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { ...person(name), courseDateId, places },
      // the per-address cap (10 a minute) is not what this suite is about
      remoteAddress: nextAddress(),
    });
  const mailsOf = (name: string, kind: string) =>
    db()
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, person(name).email))
      .then((rows) => rows.filter((row) => row.kind === kind));
  /** Joins and follows the mailed link: a confirmed entry; its token. */
  async function waiting(courseDateId: number, name: string, places: number) {
    expect((await join(courseDateId, name, places)).statusCode).toBe(202);
    const [mail] = await mailsOf(name, 'waitlist-confirmation');
    const token = tokenIn(mail?.text ?? '');
    const confirmed = await app().inject({
      method: 'POST',
      url: `/api/waitlist/${token}/confirm`,
    });
    expect(confirmed.json<WaitlistEntryView>().status).toBe('waiting');
    return token;
  }
  const entry = async (token: string) =>
    (await app().inject({ url: `/api/waitlist/${token}` })).json<WaitlistEntryView>();
  async function fullDate(space: number) {
    const date = await emptyCourseDate(db(), space);
    const order = await buyWithTestCard(app(), [courseLine(date, space)], 'voll@example.org');
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${order.orderId}`));
    const manage = /\/kursbuchung\/([a-f0-9]{64})/.exec(mail?.text ?? '')?.[1] ?? '';
    return { ...date, manage };
  }

  it('takes people on a full date by double opt-in, offers freed places in order and passes an unused offer on', async () => {
    const date = await fullDate(2);
    const refused = await app().inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { ...person('Frei'), courseDateId: (await emptyCourseDate(db(), 3)).id, places: 1 },
    });
    expect(refused.json().error.code).toBe('PLACES_FREE');

    const ada = await waiting(date.id, 'Ada', 2);
    const bo = await waiting(date.id, 'Bo', 1);
    // asked again: the same answer, no second entry and no second mail
    expect((await join(date.id, 'Ada', 2)).statusCode).toBe(202);
    expect(await mailsOf('Ada', 'waitlist-confirmation')).toHaveLength(1);
    expect((await entry(bo)).position).toBe(2);

    // staff add one place: Ada (2) does not fit, Bo (1) does
    await db().update(courseDates).set({ totalSpace: 3 }).where(eq(courseDates.id, date.id));
    const client = await staff();
    await client.request({
      method: 'PUT',
      url: `/api/admin/course-dates/${date.id}`,
      payload: {
        startsOn: '2027-06-01',
        time: '10:00 – 12:00',
        totalSpace: 4,
        label: null,
        fixedDates: ['2027-06-01'],
      },
    });
    await runJobs();
    expect((await entry(ada)).status).toBe('offered');
    expect((await entry(bo)).status).toBe('waiting');
    expect(await placesTaken(db(), date.id)).toBe(4);
    expect(await mailsOf('Ada', 'waitlist-offer')).toHaveLength(1);

    // the offer ends unused after the offer time (24 h): the next entry that fits gets it
    clock = new Date(clock.getTime() + 24 * 3_600_000 - 1);
    await runJobs();
    expect((await entry(ada)).status).toBe('offered');
    clock = new Date(clock.getTime() + 1);
    await runJobs();
    expect((await entry(ada)).status).toBe('expired');
    expect((await entry(bo)).status).toBe('offered');
    expect(await mailsOf('Bo', 'waitlist-offer')).toHaveLength(1);
    expect(await placesTaken(db(), date.id)).toBe(3);
    await runJobs();
    expect(await mailsOf('Bo', 'waitlist-offer')).toHaveLength(1);
  });

  it('books an offer through checkout while nobody else gets the held place', async () => {
    const date = await fullDate(1);
    const cy = await waiting(date.id, 'Cy', 1);
    const client = await staff();
    const list = await client.request({ url: `/api/admin/course-dates/${date.id}/waitlist` });
    expect(list.json<AdminWaitlistEntry[]>().map((row) => row.firstName)).toEqual(['Cy']);

    // the buyer cancels by the confirmation's link: refunded, freed, offered
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/course-bookings/${date.manage}/cancel`,
    });
    expect(cancelled.json().state).toBe('cancelled');
    expect((await entry(cy)).status).toBe('offered');
    // the job the refund scheduled finds the place given out already
    await runJobs();
    expect(await mailsOf('Cy', 'waitlist-offer')).toHaveLength(1);
    expect(await placesTaken(db(), date.id)).toBe(1);

    const stranger = await startCheckout(app(), [courseLine(date, 1)]);
    expect(stranger.body.error.code).toBe('COURSE_FULL');
    const line = courseLine(date, 1, person('Cy'));
    const offered = await startCheckout(app(), [
      { ...line, course: { ...line.course, offer: cy } },
    ]);
    expect(offered.status).toBe(200);
    expect((await entry(cy)).status).toBe('booked');
    expect(await placesTaken(db(), date.id)).toBe(1);
    expect((await payWithTestCard(app(), offered.sessionId)).statusCode).toBe(200);
  });

  it('passes on the places an offer held that its booking did not use', async () => {
    const date = await fullDate(2);
    const ina = await waiting(date.id, 'Ina', 2);
    const jo = await waiting(date.id, 'Jo', 1);
    await app().inject({ method: 'POST', url: `/api/course-bookings/${date.manage}/cancel` });
    // the job the refund scheduled finds both places given to Ina's offer
    await runJobs();
    expect((await entry(ina)).status).toBe('offered');
    expect((await entry(jo)).status).toBe('waiting');

    // Ina books 1 of the 2 places offered: the other one is Jo's turn
    const line = courseLine(date, 1, person('Ina'));
    const booked = await startCheckout(app(), [
      { ...line, course: { ...line.course, offer: ina } },
    ]);
    expect(booked.status).toBe(200);
    expect((await entry(ina)).status).toBe('booked');
    await runJobs();
    expect((await entry(jo)).status).toBe('offered');
    expect(await mailsOf('Jo', 'waitlist-offer')).toHaveLength(1);
    expect(await placesTaken(db(), date.id)).toBe(2);
  });

  it('closes the waitlist of a cancelled date: no offer from its freed places, no new entries', async () => {
    const date = await fullDate(2);
    const pia = await waiting(date.id, 'Pia', 1);
    const rex = await waiting(date.id, 'Rex', 1);
    expect((await join(date.id, 'Kai', 1)).statusCode).toBe(202);
    const client = await staff();
    // one place more: Pia's offer holds it when the farm cancels
    await client.request({
      method: 'PUT',
      url: `/api/admin/course-dates/${date.id}`,
      payload: { startsOn: '2027-06-01', time: '10:00 – 12:00', totalSpace: 3, fixedDates: [] },
    });
    await runJobs();
    expect((await entry(pia)).status).toBe('offered');

    const roomy = await emptyCourseDate(db(), 5);
    const cancelled = await client.request({
      method: 'POST',
      url: `/api/admin/course-dates/${date.id}/cancel`,
      payload: { reason: 'Der Bienenstand ist gesperrt.' },
    });
    expect(cancelled.json()).toEqual({ refunded: 1, failed: 0, refused: 0 });
    // everybody on the list hears of it once, with the course's other dates that have room
    const [toPia, ...morePia] = await mailsOf('Pia', 'waitlist-date-cancelled');
    const [toRex, ...moreRex] = await mailsOf('Rex', 'waitlist-date-cancelled');
    expect([...morePia, ...moreRex]).toEqual([]);
    for (const mail of [toPia, toRex]) {
      expect(mail?.subject).toMatch(/^Abgesagt: .+ am 01\.06\.2027$/);
      // staff's reason, right after the sentence that the date is off
      expect(mail?.text).toMatch(
        /nicht statt: Wir haben den Termin abgesagt\.\n+Grund: Der Bienenstand ist gesperrt\.\n+Damit endet auch seine Warteliste/,
      );
      expect(mail?.text).toContain('Vielleicht passt dir ein anderer Termin:');
      expect(mail?.text).toContain('– 01.06.2027 · 10:00 – 12:00 Uhr');
      expect(mail?.text).toContain(
        `Zu den Terminen des Kurses: http://localhost:3000/produkt/${roomy.productId}`,
      );
      expect(mail?.html).toContain('Vielleicht passt dir ein anderer Termin:');
    }
    // Pia's offer ends with it; Rex only waited
    expect(toPia?.text).toContain('den Platz, den wir für dich gehalten haben');
    expect(toRex?.text).not.toContain('gehalten');
    // Kai never confirmed: no address kept, nothing sent
    expect(await mailsOf('Kai', 'waitlist-date-cancelled')).toEqual([]);
    await client.request({ method: 'POST', url: `/api/admin/course-dates/${date.id}/cancel` });
    expect(await mailsOf('Rex', 'waitlist-date-cancelled')).toHaveLength(1);
    // the refund freed the buyer's 2 places and scheduled the waitlist; it has nobody left
    await runJobs();
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    await runJobs();
    expect((await entry(pia)).status).toBe('date-cancelled');
    expect((await entry(rex)).status).toBe('date-cancelled');
    expect(await mailsOf('Rex', 'waitlist-offer')).toHaveLength(0);
    expect(await placesTaken(db(), date.id)).toBe(0);
    const unconfirmed = await db()
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, person('Kai').email));
    expect(unconfirmed).toHaveLength(0);
    const list = await client.request({ url: `/api/admin/course-dates/${date.id}/waitlist` });
    expect(list.json()).toEqual([]);

    const refused = await join(date.id, 'Lou', 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'COURSE_DATE_CANCELLED',
      message: expect.stringContaining('Dieser Termin ist abgesagt'),
    });
  });

  it('closes an entry confirmed after its date was cancelled (joined while it was cancelled)', async () => {
    const date = await fullDate(1);
    await (await staff()).request({
      method: 'POST',
      url: `/api/admin/course-dates/${date.id}/cancel`,
    });
    const token = 'e'.repeat(43);
    await db()
      .insert(waitlistEntries)
      .values({
        ...person('Mo'),
        courseDateId: date.id,
        places: 1,
        status: 'unconfirmed',
        position: 0,
        token,
        createdAt: clock,
      });
    const confirmed = await app().inject({ method: 'POST', url: `/api/waitlist/${token}/confirm` });
    expect(confirmed.json<WaitlistEntryView>().status).toBe('date-cancelled');
  });

  it('lets staff reorder and remove entries and the customer leave by link', async () => {
    const date = await fullDate(1);
    const [dee, eli, fay] = [
      await waiting(date.id, 'Dee', 1),
      await waiting(date.id, 'Eli', 1),
      await waiting(date.id, 'Fay', 1),
    ];
    const client = await staff();
    const list = async () =>
      (await client.request({ url: `/api/admin/course-dates/${date.id}/waitlist` })).json<
        AdminWaitlistEntry[]
      >();
    const fayId = (await list()).find((row) => row.firstName === 'Fay')?.id;
    await client.request({
      method: 'POST',
      url: `/api/admin/waitlist/${fayId}/move`,
      payload: { direction: 'up' },
    });
    expect((await list()).map((row) => row.firstName)).toEqual(['Dee', 'Fay', 'Eli']);
    expect((await entry(fay)).position).toBe(2);
    const deeId = (await list())[0]?.id;
    expect(
      (await client.request({ method: 'DELETE', url: `/api/admin/waitlist/${deeId}` })).statusCode,
    ).toBe(204);
    await app().inject({ method: 'POST', url: `/api/waitlist/${eli}/leave` });
    expect((await list()).map((row) => row.firstName)).toEqual(['Fay']);
    expect((await entry(dee)).status).toBe('removed');
    expect((await entry(eli)).status).toBe('left');
  });

  it('forgets an entry nobody confirmed after 48 hours', async () => {
    const date = await fullDate(1);
    await join(date.id, 'Gus', 1);
    clock = new Date(clock.getTime() + 48 * 3_600_000);
    await runJobs();
    const rows = await db()
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, person('Gus').email));
    expect(rows).toHaveLength(0);
  });

  it("hands a person's entries over in the data export and deletes them with an erasure", async () => {
    const date = await fullDate(1);
    await waiting(date.id, 'Hal', 2);
    const email = person('Hal').email.toUpperCase();
    const data = await exportCustomerData(db(), email);
    expect(data.waitlist).toMatchObject([{ firstName: 'Hal', places: 2, status: 'waiting' }]);
    const erased = await eraseCustomerData(db(), { id: null, name: 'Test' }, email);
    expect(erased.waitlistEntries).toBe(1);
    expect((await exportCustomerData(db(), email)).waitlist).toEqual([]);
  });
});
