import { and, asc, eq, gte, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { berlinInstant } from '../../domain/berlin-time';
import { clockRange } from '../../domain/course-time';
import { courseDates, orderItems, outbox, products } from '../db/schema';
import { useTestShop } from '../testing/app';
import { emptyCourseDate, productWithStock } from '../testing/catalogue';
import { buyWithTestCard, courseLine, goodsLine, JUERGEN } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';

function eventsOf(ics: string) {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      status: component.getFirstPropertyValue('status'),
    };
  });
}

describe.each(databaseKinds())('course calendar files on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const app = () => shop().app;
  const get = (url: string) => app().inject({ url });

  async function tokenOf(orderId: string) {
    const [line] = await db()
      .select({ token: orderItems.manageToken })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return line?.token ?? '';
  }

  it('serves a booking’s days by its link as text/calendar, marked cancelled once cancelled', async () => {
    const date = await emptyCourseDate(db(), 5);
    const order = await buyWithTestCard(app(), [courseLine(date, 2)]);
    const token = await tokenOf(order.orderId);
    const response = await get(`/api/course-bookings/${token}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kurs.ics"');
    expect(response.headers['cache-control']).toBe('no-store');
    const [event, ...more] = eventsOf(response.body);
    expect(more).toEqual([]);
    // the demo date's 1 June 2027, 10:00 Berlin summer time
    expect(event?.start).toBe('2027-06-01T08:00:00.000Z');
    expect(event?.status).toBe('CONFIRMED');
    expect(event?.description).toContain(`/kursbuchung/${token}`);
    expect(event?.description).toContain('Jürgen Müller (2 Plätze)');

    await app().inject({ method: 'POST', url: `/api/course-bookings/${token}/cancel` });
    const after = eventsOf((await get(`/api/course-bookings/${token}/calendar.ics`)).body);
    expect(after[0]?.status).toBe('CANCELLED');
  });

  it('answers an unknown link with a JSON 404 and a malformed one with a 400', async () => {
    const unknown = await get(`/api/course-bookings/${'0'.repeat(64)}/calendar.ics`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Diese Buchung gibt es nicht.' },
    });
    expect((await get('/api/course-bookings/kein-token/calendar.ics')).statusCode).toBe(400);
    const session = await get('/api/checkout/sessions/sim_aaaaaaaaaaaaaaaaaaaaaaaa/calendar.ics');
    expect(session.statusCode).toBe(404);
  });

  it('has one event per day of a series group', async () => {
    const [group] = await db()
      .select({
        id: courseDates.id,
        productId: courseDates.productId,
        days: courseDates.fixedDates,
        time: courseDates.time,
      })
      .from(courseDates)
      .innerJoin(products, eq(products.id, courseDates.productId))
      .where(and(eq(products.courseSeries, true), gte(courseDates.startsOn, '2026-11-22')))
      .orderBy(asc(courseDates.startsOn))
      .limit(1);
    if (!group) throw new Error('the demo catalogue has a series course');
    expect(group.days.length).toBeGreaterThan(1);
    const order = await buyWithTestCard(app(), [courseLine(group, 1)]);
    const events = eventsOf(
      (await get(`/api/course-bookings/${await tokenOf(order.orderId)}/calendar.ics`)).body,
    );
    expect(events.map((event) => event.start)).toEqual(
      group.days.map((day) =>
        berlinInstant(day, clockRange(group.time)?.start ?? '').toISOString(),
      ),
    );
  });

  it('gives the success page the order’s file by its session, without the bookings’ links', async () => {
    const date = await emptyCourseDate(db(), 5);
    const order = await buyWithTestCard(app(), [
      courseLine(date, 1),
      courseLine(date, 1, { ...JUERGEN, firstName: 'Greta', email: 'greta@example.org' }),
    ]);
    expect(order.calendarUrl).toMatch(/^\/api\/checkout\/sessions\/[A-Za-z0-9_]+\/calendar\.ics$/);
    const response = await get(order.calendarUrl ?? '');
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.body);
    expect(events.map((event) => event.description)).toEqual([
      expect.stringContaining('Jürgen Müller'),
      expect.stringContaining('Greta Müller'),
    ]);
    expect(response.body).not.toContain('kursbuchung');

    const honey = await productWithStock(db(), 'honig');
    const goods = await buyWithTestCard(app(), [goodsLine(honey.id)]);
    expect(goods.calendarUrl).toBeNull();
  });

  it('attaches the order’s days with each booking’s link to the confirmation', async () => {
    const date = await emptyCourseDate(db(), 5);
    const order = await buyWithTestCard(app(), [courseLine(date, 1)]);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${order.orderId}`));
    expect(mail?.text).toContain('Kalenderdatei (kurs.ics)');
    const [file] = mail?.attachments ?? [];
    expect(file?.filename).toBe('kurs.ics');
    const events = eventsOf(Buffer.from(file?.contentBase64 ?? '', 'base64').toString('utf8'));
    expect(events).toHaveLength(1);
    expect(events[0]?.description).toContain(`/kursbuchung/${await tokenOf(order.orderId)}`);

    // sent again by staff, the very same mail: the same file with it
    const resent = await (await staff()).request({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/confirmation`,
    });
    expect(resent.statusCode).toBeLessThan(300);
    const copies = await db()
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `order-confirmation:${order.orderId}%`));
    expect(copies).toHaveLength(2);
    expect(copies.map((copy) => copy.attachments)).toEqual([mail?.attachments, mail?.attachments]);
  });

  it('is in the API description as a text/calendar answer', async () => {
    const document = (await get('/api/openapi.json')).json();
    for (const path of [
      '/api/course-bookings/{token}/calendar.ics',
      '/api/checkout/sessions/{sessionId}/calendar.ics',
    ])
      expect(Object.keys(document.paths[path].get.responses['200'].content)).toEqual([
        'text/calendar',
      ]);
  });
});
