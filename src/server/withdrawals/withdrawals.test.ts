import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paths } from '../../domain/routes';
import { orderNumber } from '../../domain/withdrawal';
import { orders, outbox, withdrawals } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens, nextAddress } from '../testing/staff';

describe.each(databaseKinds())('withdrawal declarations on $name', (kind) => {
  const shop = useTestShop(kind);
  const declare = (payload: object) =>
    shop().app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload,
      remoteAddress: nextAddress(),
    });

  it("stores each declaration, links the sender's own order and confirms by e-mail", async () => {
    const { app, database } = shop();
    const order = await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'Jürgen@Müller.de');
    const number = orderNumber(order.orderId);

    const first = await declare({
      name: 'Jürgen Müller',
      email: 'jürgen@müller.de',
      order: number,
    });
    expect(first.statusCode).toBe(201);
    const receipt = first.json<{ reference: string; receivedAt: string }>();
    expect(receipt.reference).toMatch(/^W-\d{6}$/);
    expect(Date.parse(receipt.receivedAt)).not.toBeNaN();
    // a second declaration of the same order is a declaration too
    expect(
      (await declare({ name: 'J. Müller', email: 'jürgen@müller.de', order: number })).statusCode,
    ).toBe(201);

    const stored = await database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.orderId, order.orderId));
    expect(stored.map((row) => row.name)).toEqual(['Jürgen Müller', 'J. Müller']);

    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `withdrawal-confirmation:${receipt.reference}`));
    expect(mail?.recipient).toBe('jürgen@müller.de');
    // listed among the order's mails in the backoffice
    expect(mail?.orderId).toBe(order.orderId);
    expect(mail?.text).toContain('Hiermit widerrufe ich den von mir abgeschlossenen Vertrag.');
    expect(mail?.text).toContain(`Bestellung: ${number}`);
    expect(mail?.text).toMatch(/Eingegangen am: \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2}:\d{2}/u);

    // staff see both on the order
    const staff = await createStaff(database.db);
    const { access_token: accessToken } = await loginTokens(app, staff.email);
    const onOrder = await app.inject({
      url: `/api/admin/orders/${order.orderId}/withdrawals`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(onOrder.statusCode, onOrder.body).toBe(200);
    expect(onOrder.json<{ name: string }[]>().map((row) => row.name)).toEqual([
      'Jürgen Müller',
      'J. Müller',
    ]);
    expect((await app.inject(`/api/admin/orders/${order.orderId}/withdrawals`)).statusCode).toBe(
      401,
    );
  });

  it('links the order named by either link the confirmation e-mail carries, to its own address only', async () => {
    const { app, database } = shop();
    const order = await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'link@example.org');
    const [stored] = await database.db
      .select({ statusToken: orders.statusToken })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    const host = 'http://127.0.0.1:3100';
    const withdrawLink = `${host}${paths.withdrawOrder(orderNumber(order.orderId))}`;
    const statusLink = `${host}${paths.orderStatus(stored?.statusToken ?? '')}`;
    for (const [email, link] of [
      ['link@example.org', withdrawLink],
      ['LINK@example.org', statusLink],
      ['fremd-link@example.org', statusLink],
      ['fremd-link@example.org', withdrawLink],
    ] as const)
      expect((await declare({ name: 'Lina Link', email, order: link })).statusCode).toBe(201);

    const rows = await database.db
      .select({
        email: withdrawals.email,
        orderId: withdrawals.orderId,
        text: withdrawals.orderReference,
      })
      .from(withdrawals)
      .where(eq(withdrawals.name, 'Lina Link'))
      .orderBy(withdrawals.id);
    expect(rows).toEqual([
      { email: 'link@example.org', orderId: order.orderId, text: withdrawLink },
      { email: 'LINK@example.org', orderId: order.orderId, text: statusLink },
      // the links are in the customer's mails, but another address still learns nothing from them
      { email: 'fremd-link@example.org', orderId: null, text: statusLink },
      { email: 'fremd-link@example.org', orderId: null, text: withdrawLink },
    ]);
  });

  it("answers a foreign or unknown order exactly like one's own, and links nothing", async () => {
    const { app, database } = shop();
    const order = await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'eigen@example.org');
    const foreign = await declare({
      name: 'Fremde Person',
      email: 'fremd@example.org',
      order: orderNumber(order.orderId),
    });
    const unknown = await declare({
      name: 'Niemand',
      email: 'n@example.org',
      order: 'Bestellung vom Montag',
    });
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json()).sort()).toEqual(['receivedAt', 'reference']);
    }
    const rows = await database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.email, 'fremd@example.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.orderId).toBeNull();
    expect(rows[0]?.orderReference).toBe(orderNumber(order.orderId));
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'fremd@example.org'));
    expect(mail?.kind).toBe('withdrawal-confirmation');
    expect(mail?.orderId).toBeNull();
  });

  it('refuses bad input with German field errors and stores nothing', async () => {
    const { database } = shop();
    const before = await database.db.$count(withdrawals);
    const mails = await database.db.$count(outbox);
    const response = await declare({ name: '', email: 'a..b@x.de', order: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Name darf nicht leer sein.');
    expect((await declare({ name: 'A\u0000B', email: 'a@b.de', order: 'X' })).statusCode).toBe(400);
    expect((await declare({ name: 'A', email: 'a@b.de', order: 'X', extra: 1 })).statusCode).toBe(
      400,
    );
    expect(await database.db.$count(withdrawals)).toBe(before);
    expect(await database.db.$count(outbox)).toBe(mails);
  });
});
