import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenWithdrawal, OrderDetail, OrderListPage } from '../../domain/admin-orders-schema';
import { orderNumber, refundDeadline } from '../../domain/withdrawal';
import { orderItems, orders, outbox } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { nextAddress, suiteStaff } from '../testing/staff';

describe.each(databaseKinds())('open withdrawals on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await staff()).request({ method, url, payload });
  const declare = async (payload: { name: string; email: string; order: string }) => {
    const response = await shop().app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ reference: string; receivedAt: string }>();
  };
  const open = async () =>
    (await call('GET', '/api/admin/withdrawals/open')).json<OpenWithdrawal[]>();
  const listed = async (orderId: string) => {
    const page = (
      await call('GET', `/api/admin/orders?q=${orderNumber(orderId)}`)
    ).json<OrderListPage>();
    return page.orders.find((row) => row.orderId === orderId);
  };
  const noticeOf = async (reference: string) =>
    (
      await db()
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `withdrawal-notice:${reference}`))
    )[0];

  it('tells the shop at once, with the day the refund is due and the way to the order', async () => {
    const order = await buyWithTestCard(
      shop().app,
      [goodsLine('p-akazienhonig')],
      'jörg@müller.de',
    );
    const number = orderNumber(order.orderId);
    const receipt = await declare({ name: 'Jörg Müller', email: 'jörg@müller.de', order: number });

    const notice = await noticeOf(receipt.reference);
    expect(notice?.kind).toBe('withdrawal-notice');
    expect(notice?.recipient).not.toBe('jörg@müller.de');
    expect(notice?.orderId).toBe(order.orderId);
    expect(notice?.subject).toBe(
      `Widerruf eingegangen: Bestellung ${number} (${receipt.reference})`,
    );
    const [year, month, day] = refundDeadline(new Date(receipt.receivedAt)).split('-');
    expect(notice?.text).toContain(`Jörg Müller (jörg@müller.de) hat am `);
    expect(notice?.text).toContain(`also bis ${day}.${month}.${year} (§ 357 BGB)`);
    expect(notice?.text).toContain(`/admin/bestellungen/${order.orderId}#widerrufe`);

    const stranger = await declare({ name: 'Eva', email: 'eva@example.org', order: 'vom Montag' });
    const unmatched = await noticeOf(stranger.reference);
    expect(unmatched?.subject).toBe(
      `Widerruf eingegangen: keiner Bestellung zugeordnet (${stranger.reference})`,
    );
    expect(unmatched?.text).toContain(
      'Die Erklärung nennt „vom Montag“ – das ist keine Bestellung dieser E-Mail-Adresse.',
    );
  });

  it('lists a declaration as open until a refund answers it, and flags its order meanwhile', async () => {
    const order = await buyWithTestCard(
      shop().app,
      [goodsLine('p-akazienhonig', 2)],
      'offen@example.org',
    );
    const other = await buyWithTestCard(
      shop().app,
      [goodsLine('p-akazienhonig')],
      'ohne@example.org',
    );
    const receipt = await declare({
      name: 'Olga Offen',
      email: 'offen@example.org',
      order: orderNumber(order.orderId),
    });
    const waiting = (await open()).find((row) => row.reference === receipt.reference);
    expect(waiting).toMatchObject({
      name: 'Olga Offen',
      orderId: order.orderId,
      orderNumber: orderNumber(order.orderId),
      deadline: refundDeadline(new Date(receipt.receivedAt)),
    });
    expect((await listed(order.orderId))?.openWithdrawal).toBe(true);
    expect((await listed(other.orderId))?.openWithdrawal).toBe(false);
    const withdrawalsOn = async (orderId: string) =>
      (await call('GET', `/api/admin/orders/${orderId}`)).json<OrderDetail>().withdrawals;
    expect(await withdrawalsOn(order.orderId)).toMatchObject([
      { reference: receipt.reference, open: true },
    ]);

    const [line] = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    const refunded = await call('POST', `/api/admin/orders/${order.orderId}/refunds`, {
      key: randomUUID(),
      lines: [{ itemId: line?.id, quantity: 1 }],
      shipping: false,
      restock: true,
      reason: 'Widerruf',
      withdrawalId: waiting?.id,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().state).toBe('succeeded');
    expect((await open()).map((row) => row.reference)).not.toContain(receipt.reference);
    expect((await listed(order.orderId))?.openWithdrawal).toBe(false);
    expect(await withdrawalsOn(order.orderId)).toMatchObject([
      { reference: receipt.reference, open: false },
    ]);
  });

  it('closes with the order cancelled, and staff mark the rest handled once, saying why', async () => {
    const order = await buyWithTestCard(
      shop().app,
      [goodsLine('p-akazienhonig')],
      'storno@example.org',
    );
    const cancelled = await declare({
      name: 'Sven Storno',
      email: 'storno@example.org',
      order: orderNumber(order.orderId),
    });
    const course = await buyWithTestCard(
      shop().app,
      [goodsLine('p-akazienhonig')],
      'kurs@example.org',
    );
    const handled = await declare({
      name: 'Käthe Kurs',
      email: 'kurs@example.org',
      order: orderNumber(course.orderId),
    });
    await db()
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, order.orderId)));
    const references = (await open()).map((row) => row.reference);
    expect(references).not.toContain(cancelled.reference);
    expect(references).toContain(handled.reference);

    const id = (await open()).find((row) => row.reference === handled.reference)?.id;
    const noNote = await call('POST', `/api/admin/withdrawals/${id}/handled`, { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toContain('Bitte kurz vermerken, warum.');
    const marked = await call('POST', `/api/admin/withdrawals/${id}/handled`, {
      note: 'Kurstermin: kein Widerrufsrecht, Käthe angerufen',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().handled).toMatchObject({
      note: 'Kurstermin: kein Widerrufsrecht, Käthe angerufen',
    });
    expect(marked.json().handled.by).not.toBe('');
    expect((await open()).map((row) => row.reference)).not.toContain(handled.reference);
    expect((await listed(course.orderId))?.openWithdrawal).toBe(false);

    const again = await call('POST', `/api/admin/withdrawals/${id}/handled`, { note: 'nochmal' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('WITHDRAWAL_HANDLED');
    const unknown = await call('POST', '/api/admin/withdrawals/2000000000/handled', { note: 'x' });
    expect(unknown.statusCode).toBe(404);

    // the order's page says who marked it and why
    const detail = (await call('GET', `/api/admin/orders/${course.orderId}`)).json<OrderDetail>();
    expect(detail.withdrawals[0]?.handled?.note).toBe(
      'Kurstermin: kein Widerrufsrecht, Käthe angerufen',
    );
    expect(detail.withdrawals[0]?.open).toBe(false);
    // the cancelled order's declaration is answered by the cancellation
    const storno = (await call('GET', `/api/admin/orders/${order.orderId}`)).json<OrderDetail>();
    expect(storno.withdrawals.map((row) => row.open)).toEqual([false]);
    expect(
      (await shop().app.inject({ method: 'GET', url: '/api/admin/withdrawals/open' })).statusCode,
    ).toBe(401);
  });
});
