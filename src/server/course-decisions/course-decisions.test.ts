import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCourse } from '../../domain/admin-courses-schema';
import { SHOP_ACTOR } from '../audit/service';
import {
  buyers,
  courseBookings,
  courseDates,
  orderItems,
  outbox,
  scheduledJobs,
} from '../db/schema';
import { runDueJobs } from '../jobs/scheduler';
import { createSimulatedProvider } from '../payments/simulated';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { buyWithTestCard, courseLine, JUERGEN, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';
import { settleCancelledDates } from './cancel-date';
import { courseDecisionJobs } from './decide';

const shopContact = { shopEmail: 'shop@hofladen.example', publicUrl: 'http://shop.test' };
const handlers = courseDecisionJobs(shopContact);

describe.each(databaseKinds())('course decisions on $name', (kind) => {
  let clock = new Date('2026-11-22T10:00:00Z');
  const shop = useTestShop(kind, { now: () => clock, config: { CHECKOUT_RATE_LIMIT: '100000' } });
  beforeEach(() => {
    clock = new Date('2026-11-22T10:00:00Z');
  });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    (await staff()).request({ method, url, payload });

  async function dateWithRule(startsOn: string, rule: object) {
    const date = await emptyCourseDate(db(), 10);
    const response = await call('PUT', `/api/admin/course-dates/${date.id}`, {
      startsOn,
      time: '10:00 – 13:00 Uhr',
      totalSpace: 10,
      label: '',
      fixedDates: [],
      ...rule,
    });
    expect(response.statusCode).toBe(200);
    return date;
  }
  const mailsOfKind = (kind: string) => db().select().from(outbox).where(eq(outbox.kind, kind));
  const stateOf = async (id: number) => {
    const courses = (await call('GET', '/api/admin/courses')).json<AdminCourse[]>();
    return courses.flatMap((course) => course.dates).find((date) => date.id === id);
  };

  it('decides on the decision day at 08:00 Berlin time, across the spring and autumn change', async () => {
    await call('PUT', '/api/admin/course-settings', { reminderDaysBefore: 3, autoCancel: false });
    // 2027-03-28 and 2027-10-31 are the last Sundays of March and October
    const spring = await dateWithRule('2027-04-02', {
      minParticipants: 5,
      decisionOn: '2027-03-28',
    });
    const autumn = await dateWithRule('2027-11-03', { minParticipants: 5, decisionDaysBefore: 3 });
    expect(await stateOf(spring.id)).toMatchObject({ decisionDay: '2027-03-28', cancelled: false });
    expect(await stateOf(autumn.id)).toMatchObject({ decisionDay: '2027-10-31' });

    // summer time from 02:00 on 28 March: 08:00 Berlin is 06:00 UTC
    expect(await runDueJobs(db(), handlers, new Date('2027-03-28T05:59:59Z'))).toBe(0);
    expect(await runDueJobs(db(), handlers, new Date('2027-03-28T06:00:00Z'))).toBe(1);
    // winter time from 03:00 on 31 October: 08:00 Berlin is 07:00 UTC
    expect(await runDueJobs(db(), handlers, new Date('2027-10-31T06:59:59Z'))).toBe(0);
    expect(await runDueJobs(db(), handlers, new Date('2027-10-31T07:00:00Z'))).toBe(1);

    const asked = await mailsOfKind('course-decision');
    expect(asked.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('(0 von min. 5)'),
      expect.stringContaining('(0 von min. 5)'),
    ]);
    expect(asked.every((mail) => mail.recipient === shopContact.shopEmail)).toBe(true);
    expect(await stateOf(spring.id)).toMatchObject({ cancelled: false, minParticipants: 5 });
  });

  it('leaves a date that reached its minimum alone, and moves the job when the day changes', async () => {
    const date = await dateWithRule('2027-05-20', { minParticipants: 1, decisionDaysBefore: 2 });
    await buyWithTestCard(shop().app, [courseLine(date)], 'genug@example.org');
    await dateWithRuleAgain(date.id, '2027-05-20', { minParticipants: 1, decisionDaysBefore: 4 });
    const jobs = await db()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, 'course.decision'));
    expect(
      jobs.filter((job) => job.key.startsWith(`date ${date.id} `)).map((job) => job.key),
    ).toEqual([`date ${date.id} on 2027-05-16`]);
    const before = (await mailsOfKind('course-decision')).length;
    await runDueJobs(db(), handlers, new Date('2027-05-16T06:00:00Z'));
    expect((await mailsOfKind('course-decision')).length).toBe(before);
  });

  async function dateWithRuleAgain(id: number, startsOn: string, rule: object) {
    const response = await call('PUT', `/api/admin/course-dates/${id}`, {
      startsOn,
      time: '10:00 – 13:00 Uhr',
      totalSpace: 10,
      label: '',
      fixedDates: [],
      ...rule,
    });
    expect(response.statusCode).toBe(200);
  }

  const refundDeps = () => ({
    db: db(),
    payments: createSimulatedProvider(db(), 'http://localhost:3000'),
    shop: shopContact,
  });
  const placesOf = async (id: number) =>
    (await db().select().from(courseBookings).where(eq(courseBookings.courseDateId, id))).map(
      (place) => place.status,
    );

  it('cancels automatically (setting): no longer sold, every paid booking refunded and mailed with the other dates', async () => {
    await call('PUT', '/api/admin/course-settings', { reminderDaysBefore: 3, autoCancel: true });
    const date = await dateWithRule('2027-06-10', { minParticipants: 5, decisionDaysBefore: 7 });
    const order = await buyWithTestCard(
      shop().app,
      [courseLine(date, 2, { ...JUERGEN, email: 'absage@example.org' })],
      'kaeuferin@example.org',
    );
    expect(order.status).toBe('paid');

    await runDueJobs(db(), handlers, new Date('2027-06-03T06:00:00Z'));
    expect(await stateOf(date.id)).toMatchObject({ cancelled: true });
    const again = await startCheckout(shop().app, [courseLine(date)]);
    expect(again.status).toBe(409);

    // the scheduler's transaction only marks the date: the sweep refunds after it, once
    const log: unknown[] = [];
    const report = await settleCancelledDates(refundDeps(), SHOP_ACTOR, (_id, error) =>
      log.push(error),
    );
    expect(log).toEqual([]);
    expect(report.refunded).toBeGreaterThanOrEqual(1);
    expect(await placesOf(date.id)).toEqual(['released', 'released']);
    const [line] = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    expect(line?.refundedQuantity).toBe(2);
    await settleCancelledDates(refundDeps(), SHOP_ACTOR, () => {});
    const mails = (await mailsOfKind('course-date-cancelled')).filter(
      (mail) => mail.recipient === 'absage@example.org',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('erstatten');
    expect(mails[0]?.text).toContain(
      'nicht statt.\nGrund: Es haben sich nicht genug Teilnehmende angemeldet.',
    );
    expect(mails[0]?.text).toContain('http://shop.test/produkt/');
    await call('PUT', '/api/admin/course-settings', { reminderDaysBefore: 3, autoCancel: false });
  });

  it('staff cancel a date with one button: refunds, mails, and the other dates in the mail', async () => {
    const date = await dateWithRule('2027-07-01', {});
    const other = await emptyCourseDate(db(), 6);
    const order = await buyWithTestCard(
      shop().app,
      [courseLine(date, 1, { ...JUERGEN, email: 'knopf@example.org' })],
      'knopf-kauf@example.org',
    );
    // places booked by phone: freed, and their person mailed with the same reason
    const phoned = `b-telefon-${Date.now()}`;
    await db().insert(buyers).values({
      id: phoned,
      firstName: 'Änne',
      lastName: 'Zander',
      email: 'telefon@example.org',
      phone: '',
    });
    await db()
      .insert(courseBookings)
      .values({ courseDateId: date.id, buyerId: phoned, status: 'confirmed' });
    const tooLong = await call('POST', `/api/admin/course-dates/${date.id}/cancel`, {
      reason: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('Der Grund darf höchstens 200 Zeichen haben.');
    expect(await stateOf(date.id)).toMatchObject({ cancelled: false });
    const response = await call('POST', `/api/admin/course-dates/${date.id}/cancel`, {
      reason: '  Die Kursleiterin ist krank & <heiser>.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ refunded: 1, failed: 0, refused: 0 });
    expect(await placesOf(date.id)).toEqual(['released', 'released']);
    const [mail] = (await mailsOfKind('course-date-cancelled')).filter(
      (sent) => sent.recipient === 'knopf@example.org',
    );
    expect(mail?.text).toContain('01.06.2027');
    // staff's words, not the decision day's: a date staff call off may have had enough people
    expect(mail?.text).toContain('nicht statt.\nGrund: Die Kursleiterin ist krank & <heiser>.\n');
    expect(mail?.text).not.toContain('nicht genug Teilnehmende');
    expect(mail?.html).toContain('Grund: Die Kursleiterin ist krank &#38; &#60;heiser&#62;.');
    const [byPhone] = (await mailsOfKind('course-date-cancelled')).filter(
      (sent) => sent.recipient === 'telefon@example.org',
    );
    expect(byPhone?.text).toContain('Hallo Änne,');
    expect(byPhone?.text).toContain('Grund: Die Kursleiterin ist krank & <heiser>.');
    expect(byPhone?.text).not.toContain('erstatten');
    // the order's page in the backoffice lists it among the order's mails
    expect(mail?.orderId).toBe(order.orderId);
    expect(other.id).toBeGreaterThan(date.id);
    const [row] = await db().select().from(courseDates).where(eq(courseDates.id, date.id));
    expect(row?.cancelledAt).not.toBeNull();
    // again, with other words: nothing more to do, nothing twice, the first reason kept
    const again = await call('POST', `/api/admin/course-dates/${date.id}/cancel`, {
      reason: 'Doch etwas anderes.',
    });
    expect(again.json()).toEqual({ refunded: 0, failed: 0, refused: 0 });
    const [kept] = await db().select().from(courseDates).where(eq(courseDates.id, date.id));
    expect(kept?.cancelReason).toBe('Die Kursleiterin ist krank & <heiser>.');
    expect(
      (await mailsOfKind('course-date-cancelled')).filter((sent) =>
        sent.text.includes('Doch etwas anderes.'),
      ),
    ).toEqual([]);
  });

  it('takes today as decision day until 08:00 Berlin time, across the spring and autumn change', async () => {
    const date = await dateWithRule('2027-12-01', {});
    const decideOn = (decisionOn: string) =>
      call('PUT', `/api/admin/course-dates/${date.id}`, {
        startsOn: '2027-12-01',
        time: '10:00 – 13:00 Uhr',
        totalSpace: 10,
        label: '',
        fixedDates: [],
        minParticipants: 5,
        decisionOn,
      });
    // 28 March, summer time from 02:00: 08:00 Berlin is 06:00 UTC
    clock = new Date('2027-03-28T05:59:59Z');
    expect((await decideOn('2027-03-28')).statusCode).toBe(200);
    clock = new Date('2027-03-28T06:00:00Z');
    expect((await decideOn('2027-03-29')).statusCode).toBe(200);
    expect((await decideOn('2027-03-28')).statusCode).toBe(400);
    // 31 October, winter time from 03:00: 08:00 Berlin is 07:00 UTC, so 06:30 UTC is 07:30
    clock = new Date('2027-10-31T06:30:00Z');
    expect((await decideOn('2027-10-31')).statusCode).toBe(200);
    expect((await decideOn('2027-11-01')).statusCode).toBe(200);
    clock = new Date('2027-10-31T07:00:00Z');
    const late = await decideOn('2027-10-31');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toContain('Am Entscheidungstag 31.10.2027 wird um 8:00 Uhr');
    expect(await stateOf(date.id)).toMatchObject({ decisionDay: '2027-11-01', cancelled: false });
  });

  it('refuses a decision day set into the past, and leaves one that passed alone', async () => {
    await call('PUT', '/api/admin/course-settings', { reminderDaysBefore: 3, autoCancel: true });
    const date = await dateWithRule('2027-06-10', {});
    await buyWithTestCard(shop().app, [courseLine(date, 3)], 'vorbei@example.org');
    const body = (rule: object) => ({
      startsOn: '2027-06-10',
      time: '10:00 – 13:00 Uhr',
      totalSpace: 10,
      label: '',
      fixedDates: [],
      ...rule,
    });
    // 5 June: "min. 5, decided 7 days before" would be 3 June, already past
    clock = new Date('2027-06-05T09:00:00Z');
    const late = await call('PUT', `/api/admin/course-dates/${date.id}`, {
      ...body({ minParticipants: 5, decisionDaysBefore: 7 }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({
      code: 'INVALID_INPUT',
      message:
        'body.decisionDaysBefore: Der Entscheidungstag 03.06.2027 liegt schon zurück. Bitte wähle einen Tag ab heute oder lass die Mindestzahl weg.',
    });
    const added = await call('POST', `/api/admin/courses/${date.productId}/dates`, {
      ...body({ minParticipants: 5, decisionOn: '2027-06-04' }),
    });
    expect(added.statusCode).toBe(400);
    expect(await runDueJobs(db(), handlers, clock)).toBe(0);
    expect(await stateOf(date.id)).toMatchObject({ cancelled: false, minParticipants: null });

    // today, saved at 11:00 after the morning's decisions: refused, it would cancel at once
    const today = await call('PUT', `/api/admin/course-dates/${date.id}`, {
      ...body({ minParticipants: 5, decisionOn: '2027-06-05' }),
    });
    expect(today.statusCode).toBe(400);
    expect(today.json().error).toMatchObject({
      code: 'INVALID_INPUT',
      message:
        'body.decisionOn: Am Entscheidungstag 05.06.2027 wird um 8:00 Uhr entschieden, und das ist heute schon vorbei. Bitte wähle einen Tag ab morgen oder lass die Mindestzahl weg.',
    });
    expect(await runDueJobs(db(), handlers, clock)).toBe(0);
    expect(await stateOf(date.id)).toMatchObject({ cancelled: false, minParticipants: null });

    // today, saved at 07:30 before them: the job runs this morning, as on any decision day
    clock = new Date('2027-06-05T05:30:00Z');
    await dateWithRuleAgain(date.id, '2027-06-10', {
      minParticipants: 5,
      decisionOn: '2027-06-05',
    });
    expect(await runDueJobs(db(), handlers, clock)).toBe(0);
    expect(await runDueJobs(db(), handlers, new Date('2027-06-05T06:00:00Z'))).toBe(1);
    expect(await stateOf(date.id)).toMatchObject({ cancelled: true });

    // a date decided earlier keeps its rule while staff change other things
    const kept = await dateWithRule('2027-06-20', { minParticipants: 1, decisionDaysBefore: 7 });
    clock = new Date('2027-06-15T09:00:00Z');
    await dateWithRuleAgain(kept.id, '2027-06-20', {
      minParticipants: 1,
      decisionDaysBefore: 7,
      totalSpace: 12,
    });
    expect(await stateOf(kept.id)).toMatchObject({ totalSpace: 12, decisionDay: '2027-06-13' });
    await call('PUT', '/api/admin/course-settings', { reminderDaysBefore: 3, autoCancel: false });
  });
});
