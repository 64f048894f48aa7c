import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../domain/admin-orders-schema';
import type { RefundableOrderView, RefundView } from '../../domain/refund-schema';
import { discountCodes, issuedDocuments, orderItems, outbox, refunds } from '../db/schema';
import { settleStaleRefunds } from '../refunds/service';
import { bookingsOf, emptyCourseDate, productWithStock } from '../testing/catalogue';
import { courseLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { staffClient } from '../testing/staff';
import {
  deliverWebhook,
  orderOfSession,
  STRIPE_TEST_KEY,
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

  /** A paid order (3 jars unless other lines are given), its first line and Stripe's payment intent. */
  async function paidOrder(email: string, lines?: object[]) {
    const honey = await productWithStock(shop.database.db, 'honig', 100);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: lines ?? [{ productId: honey.id, quantity: 3, course: null }] },
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

  /** What the refund sweeper runs with, its clock standing at `at`. */
  const sweeperDeps = (at: Date) => ({
    db: shop.database.db,
    payments: shop.payments,
    shop: { shopEmail: 'hallo@hofladen.example', publicUrl: 'http://localhost:3000' },
    now: () => at,
  });

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

  /** An order a 100 % code made free, which Stripe completes without a payment, as it does. */
  async function freeOrder(line: object, email: string) {
    await shop.database.db
      .insert(discountCodes)
      .values({ code: 'GESCHENKT', percentage: 100 })
      .onConflictDoNothing();
    const checkout = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: [line], discountCode: 'GESCHENKT' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = sessionIdOf(checkout.json().url);
    shop.fake.completeNoCost(sessionId, email);
    await shop.app.inject({ url: `/api/checkout/sessions/${sessionId}` });
    return { order: await orderOfSession(shop.database, sessionId), sessionId };
  }

  const mailsOf = (orderId: string, kind: string) =>
    shop.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, kind)));
  const documentsOf = (orderId: string) =>
    shop.database.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.orderId, orderId))
      .orderBy(issuedDocuments.id);
  const cancelOrder = (orderId: string) =>
    staff.request({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/fulfilment`,
      payload: { version: 1, action: { type: 'cancel', reason: 'Kundin hat storniert' } },
    });

  /**
   * The books are true: what Stripe kept of the payment is Σ invoices − Σ credit notes +
   * Σ cancellations of credit notes, in total and per rate.
   */
  async function expectBooksBalanced(orderId: string, paymentIntentId: string, paidCents: number) {
    const kept =
      paidCents -
      shop.fake
        .refundsOf(paymentIntentId)
        .filter((refund) => refund.status === 'succeeded')
        .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const documents = await documentsOf(orderId);
    const sign = (kind: string) => (kind === 'credit_note' ? -1 : 1);
    const booked = documents.reduce((sum, doc) => sum + sign(doc.kind) * doc.grossCents, 0);
    expect(booked).toBe(kept);
    const perRate = new Map<number, number>();
    for (const doc of documents)
      for (const rate of doc.content.taxes)
        perRate.set(rate.rateBp, (perRate.get(rate.rateBp) ?? 0) + sign(doc.kind) * rate.gross);
    expect([...perRate.values()].reduce((a, b) => a + b, 0)).toBe(kept);
  }

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
    const asked = shop.fake.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/refunds',
    );
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
    // the SDK tries three times; the refunds are listed, the create fails
    for (let i = 0; i < 3; i += 1) shop.fake.failNext(503, undefined, 'POST /v1/refunds');
    const down = await refund(order.orderId, body);
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('REFUND_NOT_CONFIRMED');
    expect((await refundable(order.orderId)).refunds).toMatchObject([{ state: 'pending' }]);

    const again = await refund(order.orderId, body);
    expect(again.json<RefundView>()).toMatchObject({ state: 'succeeded' });
    expect(shop.fake.refundsOf(order.paymentIntentId)).toHaveLength(1);
    expect(await creditNotes(order.orderId)).toHaveLength(1);
  });

  it('keeps a refund pending, not refused, while Stripe answers 409 for another ask with its key still running', async () => {
    const order = await paidOrder('stripe-key-in-use@example.org');
    const body = { key: randomUUID(), lines: [{ itemId: order.line.id, quantity: 1 }] };
    // Stripe saved nothing for these asks: the first one with the key may yet make the refund
    // (the SDK makes a 409 a StripeAPIError, not the StripeInvalidRequestError of a definite no)
    const inUse =
      'There is currently another in-progress request using this Stripe-Idempotency-Key. Please try again later.';
    for (let i = 0; i < 3; i += 1)
      shop.fake.failNext(409, inUse, 'POST /v1/refunds', 'idempotency_key_in_use');
    const busy = await refund(order.orderId, body);
    expect(busy.statusCode).toBe(502);
    expect(busy.json().error.code).toBe('REFUND_NOT_CONFIRMED');
    expect((await refundable(order.orderId)).refunds).toMatchObject([{ state: 'pending' }]);
    expect(await creditNotes(order.orderId)).toHaveLength(0);

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
    const problems: string[] = [];
    const note = (refundId: string) => problems.push(refundId);
    // not yet: a webhook or the staff's retry usually comes first
    expect(await settleStaleRefunds(sweeperDeps(new Date()), 120_000, note)).toBe(0);
    const later = new Date(Date.now() + 3 * 60_000);
    // a shop started without Stripe's key (simulated payments) never books it as given back
    const offline = {
      ...sweeperDeps(later),
      payments: createSimulatedProvider(shop.database.db, ''),
    };
    expect(await settleStaleRefunds(offline, 120_000, note)).toBe(0);
    expect(problems).toHaveLength(1);
    expect((await refundable(order.orderId)).refunds).toMatchObject([{ state: 'pending' }]);
    problems.length = 0;
    const settled = await settleStaleRefunds(sweeperDeps(later), 120_000, note);
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
    expect((await refundable(order.orderId)).refunds).toMatchObject([{ state: 'succeeded' }]);
    expect(shop.fake.refundsOf(order.paymentIntentId)).toHaveLength(1);
    expect(await creditNotes(order.orderId)).toHaveLength(1);
  });

  it('finds a refund whose answer was lost instead of making it again once Stripe forgot the key', async () => {
    const order = await paidOrder('stripe-answer-lost@example.org');
    for (let i = 0; i < 3; i += 1) shop.fake.failNext(503);
    const down = await refund(order.orderId, {
      key: randomUUID(),
      lines: [{ itemId: order.line.id, quantity: 1 }],
    });
    expect(down.statusCode).toBe(502);
    const [pending] = (await refundable(order.orderId)).refunds;
    expect(pending).toMatchObject({ state: 'pending' });
    // the ask had reached Stripe, which made the refund, and only the answer was lost; a day
    // later Stripe no longer knows the ask's idempotency key
    const stripe = new Stripe(STRIPE_TEST_KEY, shop.fake.stripeOptions);
    const made = await stripe.refunds.create({
      payment_intent: order.paymentIntentId,
      amount: order.line.unitPriceCents,
      metadata: { orderId: order.orderId, refundId: String(pending?.id) },
    });
    const problems: unknown[] = [];
    await settleStaleRefunds(
      sweeperDeps(new Date(Date.now() + 25 * 3600_000)),
      120_000,
      (_id, error) => problems.push(error),
    );
    expect(problems).toEqual([]);
    expect(shop.fake.refundsOf(order.paymentIntentId)).toHaveLength(1);
    const [settled] = (await refundable(order.orderId)).refunds;
    expect(settled).toMatchObject({ id: pending?.id, state: 'succeeded' });
    const [row] = await shop.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, String(pending?.id)));
    expect(row?.providerRefundId).toBe(made.id);
    expect(await creditNotes(order.orderId)).toHaveLength(1);
  });

  it('settles a refund of nothing left pending without asking Stripe, which refuses an amount of 0', async () => {
    const order = await paidOrder('stripe-sweep-nothing@example.org');
    // a cancel whose fee kept everything, reserved by a process that stopped before booking it
    const [reserved] = await shop.database.db
      .insert(refunds)
      .values({
        orderId: order.orderId,
        requestKey: `self-cancel:${randomUUID()}`,
        status: 'pending',
        amountCents: 0,
        lines: [],
        taxes: [],
        shippingCents: 0,
        restock: false,
        reason: 'Kursplatz selbst storniert',
        requestedBy: 'Kundin',
        createdAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();
    const asked = () =>
      shop.fake.requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/refunds',
      );
    const before = asked().length;
    const problems: unknown[] = [];
    await settleStaleRefunds(sweeperDeps(new Date()), 120_000, (_id, error) =>
      problems.push(error),
    );
    expect(problems).toEqual([]);
    expect(asked()).toHaveLength(before);
    const [settled] = await shop.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, String(reserved?.id)));
    expect(settled).toMatchObject({ status: 'succeeded', providerRefundId: null, failure: null });
    expect(await creditNotes(order.orderId)).toHaveLength(0);
  });

  it('books a refund the bank sent back after it went through: failed, paid for again, its credit note cancelled — once', async () => {
    const order = await paidOrder('stripe-returned@example.org');
    const body = { key: randomUUID(), lines: [{ itemId: order.line.id, quantity: 2 }] };
    const done = (await refund(order.orderId, body)).json<RefundView>();
    expect(done).toMatchObject({ state: 'succeeded', creditNoteNumber: expect.any(String) });
    const paid = (await refundable(order.orderId)).totalCents;

    const [atStripe] = shop.fake.refundsOf(order.paymentIntentId);
    shop.fake.settleRefund(String(atStripe?.id), 'failed');
    const event = JSON.stringify(shop.fake.refundEvent('refund.failed', String(atStripe?.id)));
    const deliveries = await Promise.all([1, 2].map(() => deliverWebhook(shop.app, event)));
    // the same event again changes nothing
    deliveries.push(await deliverWebhook(shop.app, event));
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200, 200, 200]);

    const view = await refundable(order.orderId);
    expect(view).toMatchObject({
      refundedCents: 0,
      pendingCents: 0,
      lines: [{ refundedQuantity: 0, refundedCents: 0 }],
      refunds: [
        {
          id: done.id,
          state: 'failed',
          failure: 'expired_or_canceled_card',
          creditNoteNumber: done.creditNoteNumber,
          cancellationNumber: `${done.creditNoteNumber}-S`,
        },
      ],
    });
    const [, creditNote, cancellation, ...more] = await documentsOf(order.orderId);
    expect(more).toEqual([]);
    expect(cancellation).toMatchObject({
      kind: 'credit_note_cancellation',
      number: `${done.creditNoteNumber}-S`,
      refundId: done.id,
      grossCents: creditNote?.grossCents,
    });
    expect(cancellation?.content.refersTo?.number).toBe(creditNote?.number);
    expect(cancellation?.content.taxes).toEqual(creditNote?.content.taxes);
    await expectBooksBalanced(order.orderId, order.paymentIntentId, paid);
    // the customer and the shop hear of it once, however often the event came
    const told = await shop.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, order.orderId), like(outbox.kind, 'returned-refund%')))
      .orderBy(outbox.id);
    expect(told.map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: 'returned-refund', recipient: 'stripe-returned@example.org' },
      { kind: 'returned-refund-notice', recipient: expect.stringContaining('@') },
    ]);
    expect(told[0]?.attachmentDocumentId).toBe(cancellation?.id);
    expect(told[0]?.text).toContain('hat deine Bank nicht angenommen und an uns zurückgeschickt');
    expect(told[1]?.subject).toContain('Erstattung zurückgekommen');
    expect(told[1]?.text).toContain(`/admin/bestellungen/${order.orderId}`);
    // the way to the order is a link to press, not an address too long for a phone's screen
    expect(told[1]?.html).toMatch(
      new RegExp(
        `<a href="[^"]*/admin/bestellungen/${order.orderId}"[^>]*>Bestellung im Backoffice</a>`,
      ),
    );
    expect(cancellation?.content.reason).toBe(
      'Die Erstattung ist nicht angekommen: die Bank hat den Betrag zurückgeschickt.',
    );
    const pdf = await staff.request({
      method: 'GET',
      url: `/api/admin/orders/${order.orderId}/documents/${cancellation?.number}`,
    });
    expect(pdf.statusCode).toBe(200);

    // the units can be refunded again: a new refund, a new credit note
    const again = (
      await refund(order.orderId, { ...body, key: randomUUID(), restock: false })
    ).json<RefundView>();
    expect(again).toMatchObject({ state: 'succeeded', amountCents: done.amountCents });
    expect(again.creditNoteNumber).not.toBe(done.creditNoteNumber);
    expect(await refundable(order.orderId)).toMatchObject({
      refundedCents: done.amountCents,
      lines: [{ refundedQuantity: 2 }],
    });
    await expectBooksBalanced(order.orderId, order.paymentIntentId, paid);
  });

  it('refuses to cancel an order while one of its refunds is on its way, and cancels it once settled', async () => {
    const order = await paidOrder('stripe-cancel-pending@example.org');
    shop.fake.refundsPending();
    await refund(order.orderId, {
      key: randomUUID(),
      lines: [{ itemId: order.line.id, quantity: 1 }],
    });
    shop.fake.refundsPending(false);
    const refused = await cancelOrder(order.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'REFUND_PENDING',
      message:
        'Eine Erstattung dieser Bestellung ist noch unterwegs („Wird erstattet“). Bitte erst stornieren, wenn sie erstattet oder fehlgeschlagen ist.',
    });
    expect((await refundable(order.orderId)).refunds).toMatchObject([{ state: 'pending' }]);

    // the bank turns it down: the cancel now refunds all three jars
    const [atStripe] = shop.fake.refundsOf(order.paymentIntentId);
    shop.fake.settleRefund(String(atStripe?.id), 'failed');
    await deliverWebhook(
      shop.app,
      JSON.stringify(shop.fake.chargeRefundedEvent(order.paymentIntentId)),
    );
    const cancelled = await cancelOrder(order.orderId);
    expect(cancelled.statusCode).toBe(200);
    const view = await refundable(order.orderId);
    expect(view).toMatchObject({
      refundedCents: view.totalCents,
      lines: [{ quantity: 3, refundedQuantity: 3 }],
    });
    await expectBooksBalanced(order.orderId, order.paymentIntentId, view.totalCents);
  });

  it('tells staff when Stripe turns the cancel’s refund down: cancelled, still paid for, refunded from the form later', async () => {
    const order = await paidOrder('stripe-cancel-refused@example.org');
    const asked = () =>
      shop.fake.requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/refunds',
      );
    const before = asked().length;
    shop.fake.failNext(400, 'Charge has been disputed.', 'POST /v1/refunds');
    const refused = await cancelOrder(order.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'REFUND_FAILED',
      message:
        'Die Bestellung ist storniert, aber der Zahlungsdienst hat die Erstattung abgelehnt („Charge has been disputed“). Das Geld ist nicht zurückgegangen: Bitte erstatte es unter „Erstattungen“ oder direkt beim Zahlungsdienst.',
    });
    // the same click again is the same refusal, and Stripe is not asked again
    const again = await cancelOrder(order.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REFUND_FAILED');
    expect(asked()).toHaveLength(before + 1);

    const detail = (
      await staff.request({ method: 'GET', url: `/api/admin/orders/${order.orderId}` })
    ).json<OrderDetail>();
    expect(detail.fulfilment).toMatchObject({ state: 'cancelled', nextActions: [] });
    const view = await refundable(order.orderId);
    expect(view).toMatchObject({
      refundable: true,
      refundedCents: 0,
      pendingCents: 0,
      lines: [{ quantity: 3, refundedQuantity: 0 }],
      refunds: [{ state: 'failed', cancelsOrder: true, failure: 'Charge has been disputed.' }],
    });
    expect(await creditNotes(order.orderId)).toHaveLength(0);

    // the dispute settled, staff give the money back from the form: once, the books balanced
    const done = await refund(order.orderId, {
      key: randomUUID(),
      lines: [{ itemId: order.line.id, quantity: 3 }],
      shipping: true,
    });
    expect(done.json<RefundView>()).toMatchObject({
      state: 'succeeded',
      amountCents: view.totalCents,
    });
    await expectBooksBalanced(order.orderId, order.paymentIntentId, view.totalCents);
  });

  it('cancels an order a 100 % code made free, which Stripe completed without a payment', async () => {
    const date = await emptyCourseDate(shop.database.db, 4);
    const { order, sessionId } = await freeOrder(courseLine(date, 2), 'geschenkt@example.org');
    expect(order).toMatchObject({ status: 'paid', totalCents: 0, paymentIntentId: null });
    expect(await bookingsOf(shop.database.db, date.id)).toHaveLength(2);
    expect(await refundable(order.id)).toMatchObject({ refundable: true });
    const asked = shop.fake.requests.length;
    // settled for good: a reloaded success page does not ask Stripe for a payment there is not
    await shop.app.inject({ url: `/api/checkout/sessions/${sessionId}` });

    const cancelled = await cancelOrder(order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = (
      await staff.request({ method: 'GET', url: `/api/admin/orders/${order.id}` })
    ).json<OrderDetail>();
    expect(detail.fulfilment).toMatchObject({ state: 'cancelled', nextActions: [] });
    // the places are free again; nothing was paid, so nothing is asked of Stripe
    expect(await bookingsOf(shop.database.db, date.id)).toHaveLength(0);
    expect(shop.fake.requests.slice(asked)).toEqual([]);
    // an invoice of 0 needs no correction: no credit note, the books balance at 0
    const documents = await documentsOf(order.id);
    expect(documents.map((doc) => [doc.kind, doc.grossCents])).toEqual([['invoice', 0]]);
    // without a credit note's mail, the customer learns of the cancel from a mail of its own
    const [told] = await mailsOf(order.id, 'cancellation');
    expect(told).toMatchObject({
      recipient: order.customerEmail,
      subject: `Deine Bestellung ${order.id.slice(0, 8).toUpperCase()} ist storniert`,
    });
    expect(told?.text).toContain(
      'Die Bestellung hat nichts gekostet, darum geht kein Geld zurück.',
    );
    expect(told?.text).toContain('2 × ');
    // cancelled again (a second click): the same refund, no second mail
    await cancelOrder(order.id);
    expect(await mailsOf(order.id, 'cancellation')).toHaveLength(1);
  });

  it('tells the people of a free booking on a date called off once, by the date’s mail', async () => {
    const date = await emptyCourseDate(shop.database.db, 4);
    const { order } = await freeOrder(courseLine(date, 1), 'abgesagt@example.org');
    const called = await staff.request({
      method: 'POST',
      url: `/api/admin/course-dates/${date.id}/cancel`,
    });
    expect(called.json()).toEqual({ refunded: 1, failed: 0, refused: 0 });
    expect(await bookingsOf(shop.database.db, date.id)).toHaveLength(0);
    expect(await mailsOf(order.id, 'course-date-cancelled')).toHaveLength(1);
    expect(await mailsOf(order.id, 'cancellation')).toEqual([]);
  });

  it('reports a course date’s booking whose refund Stripe turns down as refused, not as refunded', async () => {
    const date = await emptyCourseDate(shop.database.db, 4);
    const order = await paidOrder('stripe-date-refused@example.org', [courseLine(date, 2)]);
    const asked = () =>
      shop.fake.requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/refunds',
      );
    const before = asked().length;
    shop.fake.failNext(400, 'Charge has been disputed.', 'POST /v1/refunds');
    const cancelDate = () =>
      staff.request({ method: 'POST', url: `/api/admin/course-dates/${date.id}/cancel` });
    const first = await cancelDate();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ refunded: 0, failed: 0, refused: 1 });
    // asked again (staff repeat it, or the sweeper runs): the same refusal, Stripe not asked again
    expect((await cancelDate()).json()).toEqual({ refunded: 0, failed: 0, refused: 1 });
    expect(asked()).toHaveLength(before + 1);
    expect(await refundable(order.orderId)).toMatchObject({
      refundedCents: 0,
      lines: [{ refundedQuantity: 0 }],
      refunds: [{ state: 'failed', failure: 'Charge has been disputed.' }],
    });
  });

  it('answers the same form again with its refund when the shipping it asked for was freed meanwhile', async () => {
    const order = await paidOrder('stripe-shipping-freed@example.org');
    expect((await refundable(order.orderId)).shippingCents).toBeGreaterThan(0);
    // the shipping goes back in a refund the bank has not confirmed yet
    shop.fake.refundsPending();
    await refund(order.orderId, { key: randomUUID(), lines: [], shipping: true });
    shop.fake.refundsPending(false);
    // a form asking for a jar and the shipping: the shipping is taken, the jar goes back
    const form = {
      key: randomUUID(),
      lines: [{ itemId: order.line.id, quantity: 1 }],
      shipping: true,
    };
    const first = (await refund(order.orderId, form)).json<RefundView>();
    expect(first).toMatchObject({ state: 'succeeded', shippingCents: 0 });
    // the shipping's refund fails: the shipping is free again
    const [shippingRefund] = shop.fake.refundsOf(order.paymentIntentId);
    shop.fake.settleRefund(String(shippingRefund?.id), 'failed');
    await deliverWebhook(
      shop.app,
      JSON.stringify(shop.fake.chargeRefundedEvent(order.paymentIntentId)),
    );
    expect((await refundable(order.orderId)).shippingRefunded).toBe(false);

    const retried = await refund(order.orderId, form);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<RefundView>()).toMatchObject({ id: first.id, state: 'succeeded' });
    // the form changed is still refused
    const changed = await refund(order.orderId, { ...form, shipping: false });
    expect(changed.json().error.code).toBe('REFUND_KEY_USED');
    expect(await creditNotes(order.orderId)).toHaveLength(1);
  });
});
