import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListPage } from '../../domain/admin-orders-schema';
import { orderNumber } from '../../domain/withdrawal';
import { orderItems, outbox } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { nextAddress, suiteStaff } from '../testing/staff';

describe.each(databaseKinds())('backoffice orders on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);
  const asStaff = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await staff()).request({ method, url, payload });

  it('lists orders newest first, filtered by status and found by number or e-mail', async () => {
    const paid = await buyWithTestCard(
      shop().app,
      [goodsLine('p-akazienhonig')],
      'liste@example.org',
    );
    const open = await startCheckout(shop().app, [goodsLine('p-akazienhonig')], nextAddress());

    const all = (await asStaff('GET', '/api/admin/orders')).json<OrderListPage>();
    expect(all.page).toBe(1);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.orders[0]?.orderId).toBe(open.orderId);
    expect(all.orders[0]?.status).toBe('pending');

    const onlyPaid = (await asStaff('GET', '/api/admin/orders?status=paid')).json<OrderListPage>();
    expect(onlyPaid.orders.every((order) => order.status === 'paid')).toBe(true);
    expect(onlyPaid.orders.map((order) => order.orderId)).toContain(paid.orderId);

    for (const q of [orderNumber(paid.orderId), 'LISTE@example']) {
      const found = (
        await asStaff('GET', `/api/admin/orders?q=${encodeURIComponent(q)}`)
      ).json<OrderListPage>();
      expect(found.orders.map((order) => order.orderId)).toEqual([paid.orderId]);
      expect(found.orders[0]).toMatchObject({
        orderNumber: orderNumber(paid.orderId),
        email: 'liste@example.org',
        totalCents: paid.totals.total,
      });
    }
    // a search with LIKE's wildcards finds nothing more than it says
    const wild = (await asStaff('GET', '/api/admin/orders?q=%25_')).json<OrderListPage>();
    expect(wild.orders).toEqual([]);
  });

  it('shows an order in full with its mails and withdrawals, and sends the confirmation again', async () => {
    const { app, database } = shop();
    const paid = await buyWithTestCard(app, [goodsLine('p-akazienhonig', 2)], 'detail@example.org');
    await app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      remoteAddress: nextAddress(),
      payload: {
        name: 'Dora Detail',
        email: 'detail@example.org',
        order: orderNumber(paid.orderId),
      },
    });

    const detail = (await asStaff('GET', `/api/admin/orders/${paid.orderId}`)).json<OrderDetail>();
    expect(detail).toMatchObject({
      orderId: paid.orderId,
      status: 'paid',
      provider: 'simulated',
      email: 'detail@example.org',
    });
    expect(detail.paymentIntentId).toMatch(/^pi_sim_/);
    expect(detail.summary.lines).toEqual(paid.lines);
    expect(detail.summary.totals).toEqual(paid.totals);
    expect(detail.mails.map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: 'order-confirmation', recipient: 'detail@example.org' },
      // the shop's own notices of the order and of the withdrawal
      { kind: 'order-notice', recipient: 'shop@hofladen.example' },
      { kind: 'withdrawal-confirmation', recipient: 'detail@example.org' },
      { kind: 'withdrawal-notice', recipient: 'shop@hofladen.example' },
    ]);
    expect(detail.withdrawals.map((row) => row.name)).toEqual(['Dora Detail']);

    const resent = await asStaff('POST', `/api/admin/orders/${paid.orderId}/confirmation`);
    expect(resent.statusCode).toBe(202);
    const copies = await database.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `order-confirmation:${paid.orderId}%`));
    expect(copies).toHaveLength(2);
    expect(copies[1]?.text).toBe(copies[0]?.text);
    expect(copies[1]?.status).toBe('pending');
    const after = (await asStaff('GET', `/api/admin/orders/${paid.orderId}`)).json<OrderDetail>();
    expect(after.mails).toHaveLength(5);

    // the mails that follow the sale are the order's too: shipping notice, credit note
    const move = (version: number, action: object) =>
      asStaff('POST', `/api/admin/orders/${paid.orderId}/fulfilment`, { version, action });
    expect((await move(1, { type: 'start_processing' })).statusCode).toBe(200);
    expect(
      (
        await move(2, {
          type: 'ship',
          shipment: { carrier: 'dhl', trackingNumber: '003404341606' },
        })
      ).statusCode,
    ).toBe(200);
    const [line] = await database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, paid.orderId));
    const refunded = await asStaff('POST', `/api/admin/orders/${paid.orderId}/refunds`, {
      key: crypto.randomUUID(),
      lines: [{ itemId: line?.id, quantity: 1 }],
      shipping: false,
      restock: true,
      reason: 'Glas zerbrochen',
      withdrawalId: null,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const later = (await asStaff('GET', `/api/admin/orders/${paid.orderId}`)).json<OrderDetail>();
    // the order's page marks the line: one of its units went back
    expect(later.lineRefunds).toEqual(
      later.summary.lines.map((_line, index) =>
        index === 0
          ? { quantity: 1, cents: later.summary.lines[0]?.unitCents }
          : { quantity: 0, cents: 0 },
      ),
    );
    expect(later.mails.map((mail) => mail.kind)).toEqual([
      'order-confirmation',
      'order-notice',
      'withdrawal-confirmation',
      'withdrawal-notice',
      'order-confirmation',
      'shipping-confirmation',
      'credit-note',
    ]);
  });

  it('sends no copy of the confirmation for a cancelled order', async () => {
    const { app } = shop();
    const paid = await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'storno@example.org');
    const cancelled = await asStaff('POST', `/api/admin/orders/${paid.orderId}/fulfilment`, {
      version: 1,
      action: { type: 'cancel', reason: 'Kundin hat storniert' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await asStaff('POST', `/api/admin/orders/${paid.orderId}/confirmation`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'ORDER_CANCELLED',
      message:
        'Diese Bestellung ist storniert: Ihre Bestätigung wird nicht noch einmal verschickt.',
    });
    const kinds = (await asStaff('GET', `/api/admin/orders/${paid.orderId}`))
      .json<OrderDetail>()
      .mails.map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind === 'order-confirmation')).toHaveLength(1);
  });

  it('answers an order without a confirmation, an unknown order and bad filters clearly', async () => {
    const open = await startCheckout(shop().app, [goodsLine('p-akazienhonig')], nextAddress());
    const noMail = await asStaff('POST', `/api/admin/orders/${open.orderId}/confirmation`);
    expect(noMail.statusCode).toBe(409);
    expect(noMail.json().error.code).toBe('NO_CONFIRMATION');
    const sent = await shop()
      .database.db.select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${open.orderId}`));
    expect(sent).toEqual([]);

    const unknown = await asStaff('GET', '/api/admin/orders/8d0c6a9e-6f43-4c1e-9a51-0d7e2b1c3f55');
    expect(unknown.statusCode).toBe(404);
    for (const query of ['status=bezahlt', 'page=0', 'page=x', 'sort=total']) {
      expect((await asStaff('GET', `/api/admin/orders?${query}`)).statusCode).toBe(400);
    }
    expect((await shop().app.inject('/api/admin/orders')).statusCode).toBe(401);
  });
});
