import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCourse, AdminCourseDate, Participant } from '../../domain/admin-courses-schema';
import type { AuditEntry } from '../../domain/audit-schema';
import type { ProductDetail } from '../../domain/catalog-schema';
import type { CourseDateForm } from '../../domain/course-date-schema';
import { orderNumber } from '../../domain/withdrawal';
import { courseDates, outbox, products } from '../db/schema';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { courseLine, payWithTestCard, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { nextAddress, suiteStaff } from '../testing/staff';

const august: CourseDateForm = {
  startsOn: '2027-08-14',
  time: '10:00 – 16:00 Uhr',
  totalSpace: '6',
  label: '',
  fixedDates: [],
};

describe.each(databaseKinds())('backoffice courses on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);
  const asStaff = async (url: string, payload?: object) =>
    (await staff()).request({ method: payload ? 'POST' : 'GET', url, payload });

  it('shows places taken and who holds them, paid or not, and exports them for Excel', async () => {
    const { app, database } = shop();
    const date = await emptyCourseDate(database.db, 6);
    const booking = await startCheckout(app, [courseLine(date, 2)], nextAddress());
    expect(booking.status, JSON.stringify(booking.body)).toBe(200);

    const courses = (await asStaff('/api/admin/courses')).json<AdminCourse[]>();
    const listed = courses.flatMap((course) => course.dates).find((entry) => entry.id === date.id);
    expect(listed).toMatchObject({ totalSpace: 6, taken: 2, startsOn: '2027-06-01' });

    const held = (await asStaff(`/api/admin/course-dates/${date.id}/participants`)).json<
      Participant[]
    >();
    expect(held).toEqual([
      {
        booking: { orderItemId: expect.any(Number), buyerId: null },
        firstName: 'Jürgen',
        lastName: 'Müller',
        email: 'jürgen@müller.de',
        phone: '0171 1234567',
        places: 2,
        orderId: booking.orderId,
        orderNumber: orderNumber(booking.orderId ?? ''),
        status: 'held',
      },
    ]);

    await payWithTestCard(app, booking.sessionId, 'jürgen@müller.de');
    const csv = await asStaff(`/api/admin/course-dates/${date.id}/participants.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="teilnehmende-termin-${date.id}.csv"`,
    );
    expect(csv.body).toBe(
      `\uFEFFVorname;Nachname;E-Mail;Telefon;Plätze;Bestellung;Status\r\nJürgen;Müller;jürgen@müller.de;0171 1234567;2;${orderNumber(booking.orderId ?? '')};bestätigt\r\n`,
    );
  });

  it('cancels paid places, which are free again at once with their money back; unpaid ones are refused', async () => {
    const { app, database } = shop();
    const date = await emptyCourseDate(database.db, 4);
    const booking = await startCheckout(app, [courseLine(date, 2)], nextAddress());
    const participants = () =>
      asStaff(`/api/admin/course-dates/${date.id}/participants`).then((response) =>
        response.json<Participant[]>(),
      );
    const [person] = await participants();
    if (!person) throw new Error('the booking is not listed');
    const cancel = () =>
      asStaff(`/api/admin/course-dates/${date.id}/cancellations`, person.booking);

    const unpaid = await cancel();
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.code).toBe('BOOKING_UNPAID');

    await payWithTestCard(app, booking.sessionId);
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ freed: 2 });
    expect(await participants()).toEqual([]);
    // the places were paid in the shop: the money went back, with a credit note
    const refunds = (await asStaff(`/api/admin/orders/${booking.orderId}/refunds`)).json();
    expect(refunds).toMatchObject({
      refundedCents: refunds.totalCents,
      refunds: [
        { state: 'succeeded', reason: 'Kursplatz storniert', creditNoteNumber: expect.any(String) },
      ],
    });
    // the credit note's mail says which booking the money is for
    const [creditMail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, String(booking.orderId)), eq(outbox.kind, 'credit-note')));
    expect(creditMail?.text).toMatch(/^2 × .+ \(Kurstermin: 01\.06\.2027\): /m);
    const courses = (await asStaff('/api/admin/courses')).json<AdminCourse[]>();
    expect(
      courses.flatMap((course) => course.dates).find((entry) => entry.id === date.id)?.taken,
    ).toBe(0);

    expect((await cancel()).statusCode).toBe(404);
    const bad = await asStaff(`/api/admin/course-dates/${date.id}/cancellations`, {
      orderItemId: 1,
      buyerId: 'B-1',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an unknown date and strangers clearly', async () => {
    expect((await asStaff('/api/admin/course-dates/999999/participants')).statusCode).toBe(404);
    expect((await asStaff('/api/admin/course-dates/abc/participants.csv')).statusCode).toBe(400);
    expect((await shop().app.inject('/api/admin/courses')).statusCode).toBe(401);
    expect((await shop().app.inject('/api/admin/course-dates/1/participants.csv')).statusCode).toBe(
      401,
    );
  });

  describe('course dates', () => {
    const adminCourses = async () => {
      const { request } = await staff();
      return (await request({ url: '/api/admin/courses' })).json<AdminCourse[]>();
    };
    const course = async (series: boolean) => {
      const found = (await adminCourses()).find((c) => c.series === series && !c.archived);
      if (!found)
        throw new Error(`the demo catalogue lacks a ${series ? 'series' : 'plain'} course`);
      return found;
    };
    const shopDates = async (productId: string) =>
      (await shop().app.inject(`/api/products/${productId}`)).json<ProductDetail>().course?.dates ??
      [];
    const trail = async (entity: string, id: string | number) => {
      const { request } = await staff();
      return (await request({ url: `/api/admin/audit/${entity}/${id}` })).json<AuditEntry[]>();
    };
    const create = async (productId: string, form: CourseDateForm = august) => {
      const { request } = await staff();
      const response = await request({
        method: 'POST',
        url: `/api/admin/courses/${productId}/dates`,
        payload: form,
      });
      expect(response.statusCode, response.body).toBe(201);
      return { ...response.json<AdminCourseDate>(), productId };
    };
    const change = async (id: number, form: CourseDateForm) =>
      (await staff()).request({
        method: 'PUT',
        url: `/api/admin/course-dates/${id}`,
        payload: form,
      });
    const remove = async (id: number) =>
      (await staff()).request({ method: 'DELETE', url: `/api/admin/course-dates/${id}` });

    it('creates a date the shop offers at once, and changes it, with its history', async () => {
      const { productId } = await course(false);
      const created = await create(productId, { ...august, totalSpace: ' 6 ' });
      expect(created).toMatchObject({
        startsOn: '2027-08-14',
        totalSpace: 6,
        taken: 0,
        label: null,
      });
      expect((await shopDates(productId)).find((date) => date.id === created.id)).toMatchObject({
        date: '2027-08-14',
        time: '10:00 – 16:00 Uhr',
        free: 6,
        totalSpace: 6,
        fixedDates: ['2027-08-14'],
      });

      const changed = await change(created.id, {
        ...august,
        startsOn: '2027-08-21',
        totalSpace: 9,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await shopDates(productId)).find((date) => date.id === created.id)).toMatchObject({
        date: '2027-08-21',
        free: 9,
      });
      // an unchanged form saved again adds nothing to the history
      expect(
        (await change(created.id, { ...august, startsOn: '2027-08-21', totalSpace: 9 })).statusCode,
      ).toBe(200);

      const [updated, first] = await trail('course_date', created.id);
      expect([updated?.action, first?.action]).toEqual(['updated', 'created']);
      expect(updated?.staffName).toBe('Greta Bienenstöck');
      // the log keeps fields as jsonb, which orders keys its own way
      expect(updated?.changes).toHaveLength(3);
      expect(updated?.changes).toEqual(
        expect.arrayContaining([
          { field: 'startsOn', before: '2027-08-14', after: '2027-08-21' },
          { field: 'totalSpace', before: 6, after: 9 },
          { field: 'fixedDates', before: ['2027-08-14'], after: ['2027-08-21'] },
        ]),
      );
    });

    it('gives a series group its days, sorted, and keeps several days to series courses', async () => {
      const series = await course(true);
      const group = await create(series.productId, {
        ...august,
        label: 'Gruppe 3',
        fixedDates: ['2027-10-02', '2027-08-14', '2027-10-02', '2027-09-04'],
      });
      expect(
        (await shopDates(series.productId)).find((date) => date.id === group.id),
      ).toMatchObject({
        label: 'Gruppe 3',
        fixedDates: ['2027-08-14', '2027-09-04', '2027-10-02'],
      });
      const { request } = await staff();
      const plain = await request({
        method: 'POST',
        url: `/api/admin/courses/${(await course(false)).productId}/dates`,
        payload: { ...august, fixedDates: ['2027-08-14', '2027-08-15'] },
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().error.message).toBe(
        'body.fixedDates: Nur ein Gruppenkurs hat mehrere Kurstage.',
      );
    });

    it('never lowers the places below those taken, and leaves the date as it was', async () => {
      const { productId } = await course(false);
      const date = await create(productId);
      const booking = await startCheckout(shop().app, [courseLine(date, 3)], nextAddress());
      expect(booking.status, JSON.stringify(booking.body)).toBe(200);

      const refused = await change(date.id, { ...august, totalSpace: 2, time: '9 – 12 Uhr' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'PLACES_TAKEN',
        message: 'Es sind schon 3 Plätze vergeben: Die Zahl der Plätze kann nicht unter 3 sinken.',
      });
      const listed = (await adminCourses()).flatMap((c) => c.dates).find((d) => d.id === date.id);
      expect(listed).toMatchObject({ totalSpace: 6, taken: 3, time: '10:00 – 16:00 Uhr' });
      expect((await trail('course_date', date.id)).map((entry) => entry.action)).toEqual([
        'created',
      ]);

      expect((await change(date.id, { ...august, totalSpace: 3 })).statusCode).toBe(200);
      expect((await shopDates(productId)).find((d) => d.id === date.id)?.free).toBe(0);
    });

    it('deletes a date nobody booked; a booked one stays, and the reason says what to do', async () => {
      const { productId } = await course(false);
      const unbooked = await create(productId);
      const booked = await create(productId);
      const booking = await startCheckout(shop().app, [courseLine(booked, 1)], nextAddress());
      expect(booking.status).toBe(200);

      expect((await remove(unbooked.id)).statusCode).toBe(204);
      expect((await shopDates(productId)).some((date) => date.id === unbooked.id)).toBe(false);
      expect((await trail('course_date', unbooked.id)).map((entry) => entry.action)).toEqual([
        'deleted',
        'created',
      ]);
      expect((await remove(unbooked.id)).statusCode).toBe(404);

      const refused = await remove(booked.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('COURSE_DATE_BOOKED');
      expect(refused.json().error.message).toContain('Zahl der Plätze');
      expect((await shopDates(productId)).some((date) => date.id === booked.id)).toBe(true);
      const listed = (await adminCourses()).flatMap((c) => c.dates).find((d) => d.id === booked.id);
      expect(listed).toMatchObject({ taken: 1, everBooked: true, cancelled: false });
      expect(listed?.cancelReason).toBeNull();
    });

    it('keeps a date called off after it was paid for, with its reason, though nobody holds a place', async () => {
      const { productId } = await course(false);
      const date = await create(productId);
      expect(date).toMatchObject({ everBooked: false, cancelled: false, cancelReason: null });
      const booking = await startCheckout(shop().app, [courseLine(date, 1)], nextAddress());
      await payWithTestCard(shop().app, booking.sessionId);
      const called = await asStaff(`/api/admin/course-dates/${date.id}/cancel`, {
        reason: 'Die Kursleiterin ist krank.',
      });
      expect(called.statusCode, called.body).toBe(200);

      const listed = (await adminCourses()).flatMap((c) => c.dates).find((d) => d.id === date.id);
      expect(listed).toMatchObject({
        taken: 0,
        everBooked: true,
        cancelled: true,
        cancelReason: 'Die Kursleiterin ist krank.',
      });
      const refused = await remove(date.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'COURSE_DATE_BOOKED',
        message:
          'Dieser Termin wurde gebucht und abgesagt; er bleibt für die Bestellungen und Gutschriften erhalten, die ihn nennen.',
      });
      // a change of the date keeps saying it was booked
      const changed = await change(date.id, { ...august, time: '9 – 12 Uhr' });
      expect(changed.json<AdminCourseDate>()).toMatchObject({ everBooked: true, taken: 0 });
    });

    it('records a cancelled booking and the places it freed on the date', async () => {
      const { productId } = await course(false);
      const date = await create(productId);
      const booking = await startCheckout(shop().app, [courseLine(date, 2)], nextAddress());
      await payWithTestCard(shop().app, booking.sessionId);
      const { request } = await staff();
      const [person] = (
        await request({ url: `/api/admin/course-dates/${date.id}/participants` })
      ).json<Participant[]>();
      const cancelled = await request({
        method: 'POST',
        url: `/api/admin/course-dates/${date.id}/cancellations`,
        payload: person?.booking,
      });
      expect(cancelled.json()).toEqual({ freed: 2 });

      const [bookingEntry] = await trail('course_booking', person?.booking.orderItemId ?? 0);
      expect(bookingEntry).toMatchObject({
        action: 'cancelled',
        changes: [{ field: 'status', before: 'confirmed', after: 'released' }],
      });
      const [dateEntry] = await trail('course_date', date.id);
      expect(dateEntry).toMatchObject({
        action: 'updated',
        changes: [{ field: 'taken', before: 2, after: 0 }],
      });

      // with nobody booked any more, the date can be closed: 0 places, shown as full
      expect((await change(date.id, { ...august, totalSpace: '0' })).statusCode).toBe(200);
      expect((await shopDates(productId)).find((d) => d.id === date.id)?.free).toBe(0);
    });

    it('answers bad input, unknown and archived courses in German, never with a 500', async () => {
      const { request } = await staff();
      const post = (productId: string, payload: object) =>
        request({ method: 'POST', url: `/api/admin/courses/${productId}/dates`, payload });
      const { productId } = await course(false);
      const problems: [object, string][] = [
        [{ ...august, startsOn: '' }, 'body.startsOn: Bitte ein Datum wählen.'],
        [{ ...august, startsOn: '2027-02-30' }, 'body.startsOn: Bitte ein Datum wählen.'],
        [
          { ...august, totalSpace: '-1' },
          'body.totalSpace: Die Zahl der Plätze muss zwischen 0 und 500 liegen.',
        ],
        [{ ...august, time: 'a\u0007b' }, 'body.time: Die Uhrzeit enthält unzulässige Zeichen.'],
        [
          { ...august, fixedDates: ['2027-09-01'] },
          'body.fixedDates: Der erste Kurstag muss das Datum des Termins sein.',
        ],
        [
          { ...august, startsOn: '2020-01-01' },
          'body.startsOn: Der 01.01.2020 liegt schon zurück. Bitte wähle einen Tag ab heute.',
        ],
      ];
      for (const [payload, message] of problems) {
        const response = await post(productId, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
      // a date that took place keeps its day when staff correct something else of it; it is not
      // moved into the past
      const { db: database } = shop().database;
      const [held] = await database
        .insert(courseDates)
        .values({ productId, startsOn: '2020-01-01', time: '10:00 – 16:00 Uhr', totalSpace: 6 })
        .returning();
      const heldForm = { ...august, startsOn: '2020-01-01', fixedDates: [] };
      expect(
        (await change(held?.id ?? 0, { ...heldForm, time: '10:00 – 15:00 Uhr' })).statusCode,
      ).toBe(200);
      const created = await create(productId);
      const backwards = await change(created.id, { ...august, startsOn: '2020-01-08' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error.message).toContain('Der 08.01.2020 liegt schon zurück.');
      expect((await change(1, { ...august, totalSpace: 'viele' })).statusCode).toBe(400);
      expect((await change(999_999, august)).statusCode).toBe(404);
      expect((await post('c-gibt-es-nicht', august)).json().error.message).toBe(
        'Diesen Kurs gibt es nicht.',
      );
      expect((await post('p-akazienhonig', august)).statusCode).toBe(404);
      expect((await remove(999_999)).statusCode).toBe(404);

      const { db } = shop().database;
      await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, productId));
      try {
        const archived = await post(productId, august);
        expect(archived.statusCode).toBe(409);
        expect(archived.json().error.code).toBe('COURSE_ARCHIVED');
      } finally {
        await db.update(products).set({ archivedAt: null }).where(eq(products.id, productId));
      }
      const stranger = await shop().app.inject({
        method: 'DELETE',
        url: '/api/admin/course-dates/1',
      });
      expect(stranger.statusCode).toBe(401);
    });

    it('lets a checkout and a lowering of places never over-book a date together', async () => {
      const { productId } = await course(false);
      for (let round = 0; round < 12; round += 1) {
        const date = await create(productId, { ...august, totalSpace: 4 });
        const [booking, lowered] = await Promise.all([
          startCheckout(shop().app, [courseLine(date, 3)], nextAddress()),
          change(date.id, { ...august, totalSpace: 2 }),
        ]);
        const listed = (await adminCourses()).flatMap((c) => c.dates).find((d) => d.id === date.id);
        expect(listed && listed.taken <= listed.totalSpace).toBe(true);
        // one of the two wins, and the other is refused for it
        expect([booking.status === 200, lowered.statusCode === 200].filter(Boolean)).toHaveLength(
          1,
        );
      }
    });
  });
});
