import { describe, expect, it } from 'vitest';
import type { AdminCourse, Participant } from '../../domain/admin-courses';
import { orderNumber } from '../../domain/withdrawal';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { courseLine, payWithTestCard, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens, nextAddress } from '../testing/staff';

describe.each(databaseKinds())('backoffice courses on $name', (kind) => {
  const shop = useTestShop(kind);
  const asStaff = async (url: string, payload?: object) => {
    const { app, database } = shop();
    const staff = await createStaff(database.db);
    const { access_token: token } = await loginTokens(app, staff.email);
    return app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  };

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

  it('cancels paid places, which are free again at once; unpaid ones are refused', async () => {
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
});
