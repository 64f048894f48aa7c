import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundableOrderView, RefundView } from '../../domain/refund-schema';
import { issuedDocuments, orderItems } from '../db/schema';
import { settleStaleRefunds } from '../refunds/service';
import { productWithStock } from '../testing/catalogue';
import { databaseKinds } from '../testing/databases';
import { staffClient } from '../testing/staff';
import {
  deliverWebhook,
  orderOfSession,
  type StripeTestShop,
  sessionIdOf,
  startStripeShop,
} from '../testing/stripe-test-shop';
import { createSimulatedProvider } from './simulated';

describe.each(databaseKinds())('refunds through Stripe on $name', (kind) => {
  let shop: StripeTestShop;
  let staff: Awaited<ReturnType<typeof staffClient>>;
  beforeAll(async () => {
    shop = await startStripeShop(kind);
    staff = await staffClient(shop.app, shop.database.db);
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A paid order of 3 jars, its first line and Stripe's payment intent. */
  async function paidOrder(email: string) {
    const honey = await productWithStock(shop.database.db, 'honig', 100);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: [{ productId: honey.id, quantity: 3, course: null }] },
    });
    const sessionId = sessionIdOf(response.json().url);
    shop.fake.pay(sessionId, email);
    await shop.app.inject({ url: `/api/checkout/sessions/${sessionId}` });
    const order = await orderOfSession(shop.database, sessionId);
    const [line] = await shop.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    if (!line || !order.paymentIntentId) throw new Error('order not paid');
    return { orderId: order.id, line, paymentIntentId: order.paymentIntentId };
  }

  const refund = (orderId: string, body: object) =>
    staff.request({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      payload: { shipping: false, restock: true, reason: 'Glas zerbrochen', ...body },
    });
  const creditNotes = (orderId: string) =>
    shop.database.db
      .select({ number: issuedDocuments.number, kind: issuedDocuments.kind })
      .from(issuedDocuments)
      .where(eq(issuedDocuments.orderId, orderId))
      .then((rows) => rows.filter((row) => row.kind === 'credit_note'));
  const refundable = async (orderId: string) =>
    (
      await staff.request({ method: 'GET', url: `/api/admin/orders/${orderId}/refunds` })
    ).json<RefundableOrderView>();

  it('asks Stripe once for the amount, with the refund as idempotency key, however often staff click', async () => {
    const order = await paidOrder('stripe-refund@example.org');
    const body = { key: randomUUID(), lines: [{ itemId: order.line.id, quantity: 2 }] };
    const answers = await Promise.all([1, 2, 3, 4].map(() => refund(order.orderId, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const [done] = answers.map((answer) => answer.json<RefundView>());
    expect(done).toMatchObject({ state: 'succeeded', amountCents: 2 * order.line.unitPriceCents });

    const atStripe = shop.fake.refundsOf(order.paymentIntentId);
    expect(atStripe).toHaveLength(1);
    expect(atStripe[0]).toMatchObject({
      object: 'refund',
      amount: 2 * order.line.unitPriceCents,
      metadata: { orderId: order.orderId, refundId: done?.id },
    });
    const asked = shop.fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(new Set(asked.map((request) => request.idempotencyKey))).toEqual(
      new Set([`refund-${done?.id}`]),
    );
    expect(await creditNotes(order.orderId)).toHaveLength(1);
  });

  it('keeps a pending refund pending until charge.refunded says it went through — then books it once', async () => {
    const order = await paidOrder('stripe-pending@example.org');
    shop.fake.refundsPending();
    const pending = (
      await refund(order.orderId, {
        key: randomUUID(),
        lines: [{ itemId: order.line.id, quantity: 1 }],
      })
    ).json<RefundView>();
    shop.fake.refundsPending(false);
    expect(pending).toMatchObject({ state: 'pending', creditNoteNumber: null });
    expect(await refundable(order.orderId)).toMatchObject({
      pendingCents: order.line.unitPriceCents,
      lines: [{ refundedQuantity: 1 }],
    });
    expect(await creditNotes(order.orderId)).toHaveLength(0);

    const [atStripe] = shop.fake.refundsOf(order.paymentIntentId);
    shop.fake.settleRefund(String(atStripe?.id));
    const event = JSON.stringify(shop.fake.chargeRefundedEvent(order.paymentIntentId));
    const deliveries = await Promise.all([1, 2, 3].map(() => deliverWebhook(shop.app, event)));
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200, 200, 200]);
    expect(await refundable(order.orderId)).toMatchObject({
      pendingCents: 0,
      refundedCents: order.line.unitPriceCents,
      refunds: [{ state: 'succeeded', creditNoteNumber: expect.stringMatching(/^GS-/) }],
    });
    expect(await creditNotes(order.orderId)).toHaveLength(1);
  });

  it('frees the units again when the bank turns a pending refund down', async () => {
    const order = await paidOrder('stripe-declined@example.org');
    shop.fake.refundsPending();
    await refund(order.orderId, {
      key: randomUUID(),
      lines: [{ itemId: order.line.id, quantity: 3 }],
    });
    shop.fake.refundsPending(false);
    const [atStripe] = shop.fake.refundsOf(order.paymentIntentId);
    shop.fake.settleRefund(String(atStripe?.id), 'failed');
    await deliverWebhook(
      shop.app,
      JSON.stringify(shop.fake.chargeRefundedEvent(order.paymentIntentId)),
    );
    expect(await refundable(order.orderId)).toMatchObject({
      refundedCents: 0,
      pendingCents: 0,
      lines: [{ refundedQuantity: 0 }],
      refunds: [{ state: 'failed', failure: 'expired_or_canceled_card' }],
    });
    expect(await creditNotes(order.orderId)).toHaveLength(0);
  });

  it('answers 502 while Stripe is down and refunds once when staff try again with the same key', async () => {
    const order = await paidOrder('stripe-down@example.org');
    const body = { key: randomUUID(), lines: [{ itemId: order.line.id, quantity: 1 }] };
    // the SDK tries three times
    for (let i = 0; i < 3; i += 1) shop.fake.failNext(503);
    const down = await refund(order.orderId, body);
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('REFUND_NOT_CONFIRMED');
    expect((await refundable(order.orderId)).refunds).toMatchObject([{ state: 'pending' }]);

    const again = await refund(order.orderId, body);
    expect(again.json<RefundView>()).toMatchObject({ state: 'succeeded' });
    expect(shop.fake.refundsOf(order.paymentIntentId)).toHaveLength(1);
    expect(await creditNotes(order.orderId)).toHaveLength(1);
  });

  it('settles a refund left pending by a process that stopped, once it has stood a while', async () => {
    const order = await paidOrder('stripe-sweep@example.org');
    for (let i = 0; i < 3; i += 1) shop.fake.failNext(503);
    const down = await refund(order.orderId, {
      key: randomUUID(),
      lines: [{ itemId: order.line.id, quantity: 1 }],
    });
    expect(down.statusCode).toBe(502);
    const deps = (at: Date) => ({
      db: shop.database.db,
      payments: shop.payments,
      shop: { shopEmail: 'hallo@hofladen.example', publicUrl: 'http://localhost:3000' },
      now: () => at,
    });
    const problems: string[] = [];
    const note = (refundId: string) => problems.push(refundId);
    // not yet: a webhook or the staff's retry usually comes first
    expect(await settleStaleRefunds(deps(new Date()), 120_000, note)).toBe(0);
    const later = new Date(Date.now() + 3 * 60_000);
    // a shop started without Stripe's key (simulated payments) never books it as given back
    const offline = { ...deps(later), payments: createSimulatedProvider(shop.database.db, '') };
    expect(await settleStaleRefunds(offline, 120_000, note)).toBe(0);
    expect(problems).toHaveLength(1);
    expect((await refundable(order.orderId)).refunds).toMatchObject([{ state: 'pending' }]);
    problems.length = 0;
    const settled = await settleStaleRefunds(deps(later), 120_000, note);
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
    expect((await refundable(order.orderId)).refunds).toMatchObject([{ state: 'succeeded' }]);
    expect(shop.fake.refundsOf(order.paymentIntentId)).toHaveLength(1);
    expect(await creditNotes(order.orderId)).toHaveLength(1);
  });
});
