import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseDates, outbox, products, scheduledJobs } from '../db/schema';
import { runDueJobs } from '../jobs/scheduler';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { buyWithTestCard, courseLine, JUERGEN } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';
import { REMINDER_JOB, scheduleUpcomingReminders } from './schedule';
import { courseReminderJobs } from './send';

const shopContact = { shopEmail: 'shop@hofladen.example', publicUrl: 'http://shop.test' };
const handlers = courseReminderJobs(shopContact);

describe.each(databaseKinds())('course reminders on $name', (kind) => {
  let clock = new Date('2026-11-22T10:00:00Z');
  const shop = useTestShop(kind, { now: () => clock, config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const app = () => shop().app;
  beforeEach(() => {
    clock = new Date('2026-11-22T10:00:00Z');
  });

  /** A date starting `startsOn` at 10:00 – 12:00 and a booking of it for `email`: its token. */
  async function booked(startsOn: string, email: string, places = 1) {
    const date = await emptyCourseDate(db(), 10);
    await db()
      .update(courseDates)
      .set({ startsOn, fixedDates: [startsOn] })
      .where(eq(courseDates.id, date.id));
    await db()
      .update(products)
      .set({ courseBring: 'Festes Schuhwerk und eine Trinkflasche' })
      .where(eq(products.id, date.productId));
    const order = await buyWithTestCard(
      app(),
      [courseLine(date, places, { ...JUERGEN, email })],
      'kaeuferin@example.org',
    );
    expect(order.status).toBe('paid');
    const [confirmation] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${order.orderId}`));
    const token = /\/kursbuchung\/([a-f0-9]{64})/.exec(confirmation?.text ?? '')?.[1] ?? '';
    return { date, token };
  }
  const remindersTo = (email: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'course-reminder'), eq(outbox.recipient, email)));
  const run = (at: string) => runDueJobs(db(), handlers, new Date(at));
  const startsOf = (ics: string) => {
    ICAL.TimezoneService.reset();
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(zone);
    return calendar
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event).startDate.toJSDate().toISOString());
  };
  const attachedCalendar = (mail: { attachments: { contentBase64: string }[] } | undefined) =>
    Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64').toString('utf8');

  it('reminds 3 days before at 08:00 Berlin time, not a second earlier, across the spring change', async () => {
    // 2027-03-31 less 3 days is 28 March, the day the clocks spring forward: 08:00 is 06:00 UTC
    const { date } = await booked('2027-03-31', 'fruehling@example.org', 2);
    const [course] = await db().select().from(products).where(eq(products.id, date.productId));
    await run('2027-03-28T05:59:59Z');
    expect(await remindersTo('fruehling@example.org')).toEqual([]);
    await run('2027-03-28T06:00:00Z');
    const [mail, ...more] = await remindersTo('fruehling@example.org');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Erinnerung: ${course?.title} am Mi., 31.03.2027`);
    expect(mail?.text).toContain(`In 3 Tagen beginnt dein Kurs „${course?.title}“`);
    expect(mail?.text).toContain('Uhrzeit: 10:00 – 12:00 Uhr');
    expect(mail?.text).toContain(`Wo: ${course?.courseLocation}`);
    expect(mail?.text).toContain('Bitte mitbringen: Festes Schuhwerk und eine Trinkflasche');
    expect(mail?.text).toContain('Plätze: 2 Plätze');
    expect(mail?.text).toMatch(/http:\/\/shop\.test\/kursbuchung\/[a-f0-9]{64}/);
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['kurs.ics', 'text/calendar; charset=utf-8; method=PUBLISH'],
    ]);
    // the course on 31 March is in summer time: 10:00 Berlin is 08:00 UTC
    expect(startsOf(attachedCalendar(mail))).toEqual(['2027-03-31T08:00:00.000Z']);
    await run('2027-03-29T06:00:00Z');
    expect(await remindersTo('fruehling@example.org')).toHaveLength(1);
  });

  it('reminds on the autumn change day at 08:00 winter time, with the days set by staff', async () => {
    const settings = await (await staff()).request({
      method: 'PUT',
      url: '/api/admin/course-settings',
      payload: { reminderDaysBefore: 5, autoCancel: false },
    });
    expect(settings.statusCode).toBe(200);
    // 2027-11-05 less 5 days is 31 October, the day the clocks fall back: 08:00 is 07:00 UTC
    await booked('2027-11-05', 'herbst@example.org');
    await run('2027-10-31T06:59:59Z');
    expect(await remindersTo('herbst@example.org')).toEqual([]);
    await run('2027-10-31T07:00:00Z');
    expect(await remindersTo('herbst@example.org')).toHaveLength(1);
    await (await staff()).request({
      method: 'PUT',
      url: '/api/admin/course-settings',
      payload: { reminderDaysBefore: 3, autoCancel: false },
    });
  });

  it('moves a reminder not yet sent when staff change the days, and keeps a sent one sent', async () => {
    await booked('2027-08-10', 'umgestellt@example.org');
    const jobOf = async () =>
      (await db().select().from(scheduledJobs).where(eq(scheduledJobs.kind, REMINDER_JOB))).find(
        (job) => (job.payload as { firstDay: string }).firstDay === '2027-08-10',
      );
    expect((await jobOf())?.dueAt.toISOString()).toBe('2027-08-07T06:00:00.000Z');
    await (await staff()).request({
      method: 'PUT',
      url: '/api/admin/course-settings',
      payload: { reminderDaysBefore: 7, autoCancel: false },
    });
    expect((await jobOf())?.dueAt.toISOString()).toBe('2027-08-03T06:00:00.000Z');
    await run('2027-08-03T06:00:00Z');
    expect(await remindersTo('umgestellt@example.org')).toHaveLength(1);
    await (await staff()).request({
      method: 'PUT',
      url: '/api/admin/course-settings',
      payload: { reminderDaysBefore: 3, autoCancel: false },
    });
    await run('2027-08-07T06:00:00Z');
    expect(await remindersTo('umgestellt@example.org')).toHaveLength(1);
  });

  it('catches up after the shop was down on the reminder day, but not once the course began', async () => {
    await booked('2027-09-06', 'spaet@example.org');
    await booked('2027-09-13', 'zu-spaet@example.org');
    // down from before 3 September: the next start runs what is due, the day before the course
    await run('2027-09-05T09:00:00Z');
    const [late] = await remindersTo('spaet@example.org');
    expect(late?.text).toContain('Morgen beginnt dein Kurs');
    // the other course began at 10:00 Berlin (08:00 UTC) before the shop came back
    await run('2027-09-13T08:00:00Z');
    expect(await remindersTo('zu-spaet@example.org')).toEqual([]);
  });

  it('sends nothing for a booking its holder cancelled, nor for a date staff cancelled', async () => {
    const { token } = await booked('2027-07-20', 'storniert@example.org');
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/course-bookings/${token}/cancel`,
    });
    expect(cancelled.json().state).toBe('cancelled');
    const { date } = await booked('2027-07-21', 'abgesagt@example.org');
    const off = await (await staff()).request({
      method: 'POST',
      url: `/api/admin/course-dates/${date.id}/cancel`,
    });
    expect(off.statusCode).toBe(200);
    await run('2027-07-18T06:00:00Z');
    expect(await remindersTo('storniert@example.org')).toEqual([]);
    expect(await remindersTo('abgesagt@example.org')).toEqual([]);
  });

  it('reminds of the new date after the holder moved the booking, and of the new day after staff moved the date', async () => {
    const { date, token } = await booked('2027-10-10', 'verlegt@example.org');
    const later = await emptyCourseDate(db(), 10);
    await db()
      .update(courseDates)
      .set({ startsOn: '2027-10-20', fixedDates: ['2027-10-20'] })
      .where(eq(courseDates.id, later.id));
    const moved = await app().inject({
      method: 'POST',
      url: `/api/course-bookings/${token}/move`,
      payload: { courseDateId: later.id },
    });
    expect(moved.statusCode).toBe(200);
    await run('2027-10-07T06:00:00Z');
    expect(await remindersTo('verlegt@example.org')).toEqual([]);
    await run('2027-10-17T06:00:00Z');
    const [mail] = await remindersTo('verlegt@example.org');
    expect(mail?.subject).toContain('20.10.2027');
    expect(date.id).not.toBe(later.id);

    const { date: shifted } = await booked('2027-12-01', 'verschoben@example.org');
    const edit = await (await staff()).request({
      method: 'PUT',
      url: `/api/admin/course-dates/${shifted.id}`,
      payload: {
        startsOn: '2027-12-08',
        time: '10:00 – 12:00',
        totalSpace: 10,
        label: '',
        fixedDates: [],
      },
    });
    expect(edit.statusCode).toBe(200);
    await run('2027-11-28T07:00:00Z');
    expect(await remindersTo('verschoben@example.org')).toEqual([]);
    await run('2027-12-05T07:00:00Z');
    const [shiftedMail] = await remindersTo('verschoben@example.org');
    expect(shiftedMail?.subject).toContain('08.12.2027');
  });

  it('plans one job per booking however often it is planned, and mails once', async () => {
    await booked('2027-05-12', 'einmal@example.org');
    // every start plans the upcoming bookings again, as does a save of the settings
    await scheduleUpcomingReminders(db(), clock);
    await scheduleUpcomingReminders(db(), clock);
    await (await staff()).request({
      method: 'PUT',
      url: '/api/admin/course-settings',
      payload: { reminderDaysBefore: 3, autoCancel: false },
    });
    const jobs = (
      await db().select().from(scheduledJobs).where(eq(scheduledJobs.kind, REMINDER_JOB))
    ).filter((job) => (job.payload as { firstDay: string }).firstDay === '2027-05-12');
    expect(jobs).toHaveLength(1);
    await Promise.all([run('2027-05-09T06:00:00Z'), run('2027-05-09T06:00:00Z')]);
    await run('2027-05-10T06:00:00Z');
    expect(await remindersTo('einmal@example.org')).toHaveLength(1);
  });
});
