import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FulfilmentView } from '../../domain/fulfilment-schema';
import type { RefundableOrderView, RefundView } from '../../domain/refund-schema';
import { auditTrail, SHOP_ACTOR } from '../audit/service';
import { markDateCancelled } from '../course-decisions/cancel-date';
import {
  discountCodes,
  issuedDocuments,
  orderItems,
  orders,
  outbox,
  products,
  withdrawals,
} from '../db/schema';
import { orderFulfilment } from '../fulfilment/fulfilment-view';
import { useTestShop } from '../testing/app';
import { bookingsOf, emptyCourseDate, productWithStock, stockOf } from '../testing/catalogue';
import {
  buyWithTestCard,
  courseLine,
  goodsLine,
  JUERGEN,
  payWithTestCard,
  startCheckout,
} from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';

const SHOP_CONTACT = { shopEmail: 'hallo@hofladen.example', publicUrl: 'http://localhost:3000' };

describe.each(databaseKinds())('refunds on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await staff()).request({ method, url, payload });
  const refund = (orderId: string, body: object) =>
    call('POST', `/api/admin/orders/${orderId}/refunds`, {
      key: randomUUID(),
      lines: [],
      shipping: false,
      restock: true,
      reason: 'Glas zerbrochen',
      ...body,
    });
  const refundable = async (orderId: string) =>
    (await call('GET', `/api/admin/orders/${orderId}/refunds`)).json<RefundableOrderView>();
  const documentsOf = (orderId: string) =>
    db()
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.orderId, orderId))
      .orderBy(issuedDocuments.id);
  const linesOf = (orderId: string) =>
    db().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

  let customer = 0;
  const nextEmail = () => {
    customer += 1;
    return `erstattung.${customer}@example.org`;
  };

  let honeyId: string;
  let drinkId: string;
  beforeAll(async () => {
    honeyId = (await productWithStock(db(), 'honig', 1000)).id;
    drinkId = (await productWithStock(db(), 'drink', 1000)).id;
  });

  it('refunds chosen units: the money, a numbered credit note, the stock — and never more than bought', async () => {
    const order = await buyWithTestCard(
      shop().app,
      [goodsLine(honeyId, 3), goodsLine(drinkId, 2)],
      nextEmail(),
    );
    const before = (await stockOf(db(), honeyId))?.amount ?? 0;
    const [honeyLine] = await linesOf(order.orderId);
    if (!honeyLine) throw new Error('no lines');

    const response = await refund(order.orderId, {
      lines: [{ itemId: honeyLine.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(200);
    const done = response.json<RefundView>();
    expect(done).toMatchObject({
      state: 'succeeded',
      amountCents: honeyLine.unitPriceCents,
      shippingCents: 0,
      lines: [{ itemId: honeyLine.id, quantity: 1, grossCents: honeyLine.unitPriceCents }],
      reason: 'Glas zerbrochen',
    });
    expect(done.creditNoteNumber).toMatch(/^GS-\d{4}-\d{5}$/);
    expect((await stockOf(db(), honeyId))?.amount).toBe(before + 1);

    const [invoice, creditNote] = await documentsOf(order.orderId);
    expect(invoice?.kind).toBe('invoice');
    expect(creditNote).toMatchObject({ kind: 'credit_note', number: done.creditNoteNumber });
    expect(creditNote?.content.refersTo?.number).toBe(invoice?.number);
    expect(creditNote?.grossCents).toBe(honeyLine.unitPriceCents);

    const tooMany = await refund(order.orderId, { lines: [{ itemId: honeyLine.id, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'REFUND_TOO_MANY',
      message: expect.stringContaining('nur noch 2 erstattbar'),
    });
    expect(await refundable(order.orderId)).toMatchObject({
      refundable: true,
      refundedCents: honeyLine.unitPriceCents,
      pendingCents: 0,
      lines: [
        { itemId: honeyLine.id, quantity: 3, refundedQuantity: 1 },
        { quantity: 2, refundedQuantity: 0 },
      ],
    });
    expect((await auditTrail(db(), 'order', order.orderId)).map((entry) => entry.action)).toEqual([
      'refunded',
    ]);
  });

  it('gives the shipping back once, and keeps a broken jar off the shelf when asked to', async () => {
    const order = await buyWithTestCard(shop().app, [goodsLine(drinkId, 1)], nextEmail());
    const [line] = await linesOf(order.orderId);
    if (!line) throw new Error('no lines');
    const before = (await stockOf(db(), drinkId))?.amount;
    const done = (
      await refund(order.orderId, {
        lines: [{ itemId: line.id, quantity: 1 }],
        shipping: true,
        restock: false,
      })
    ).json<RefundView>();
    expect(done).toMatchObject({
      state: 'succeeded',
      amountCents: order.totals.total,
      shippingCents: order.totals.shipping,
    });
    expect((await stockOf(db(), drinkId))?.amount).toBe(before);
    const nothing = await refund(order.orderId, { shipping: true });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.code).toBe('NOTHING_TO_REFUND');
    const [invoice, creditNote] = await documentsOf(order.orderId);
    // what went back is what came in, per rate
    expect(creditNote?.content.taxes).toEqual(invoice?.content.taxes);
  });

  it('answers the same click twice — one after the other and at once — with one refund', async () => {
    const order = await buyWithTestCard(shop().app, [goodsLine(honeyId, 4)], nextEmail());
    const [line] = await linesOf(order.orderId);
    if (!line) throw new Error('no lines');
    const before = (await stockOf(db(), honeyId))?.amount ?? 0;
    const body = { key: randomUUID(), lines: [{ itemId: line.id, quantity: 2 }] };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => refund(order.orderId, body)));
    const again = await refund(order.orderId, body);
    const ids = new Set([...answers, again].map((answer) => answer.json<RefundView>().id));
    expect([...answers, again].map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    expect(ids.size).toBe(1);
    expect((await documentsOf(order.orderId)).map((document) => document.kind)).toEqual([
      'invoice',
      'credit_note',
    ]);
    expect((await stockOf(db(), honeyId))?.amount).toBe(before + 2);
    expect((await linesOf(order.orderId))[0]?.refundedQuantity).toBe(2);
    // the form changed and sent with the same key: not the first refund as if it were this one
    const changed = await refund(order.orderId, {
      ...body,
      lines: [{ itemId: line.id, quantity: 1 }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toEqual({
      code: 'REFUND_KEY_USED',
      message:
        'Zu diesem Formular gibt es schon eine Erstattung mit anderen Positionen. Bitte die Seite neu laden: Sie steht in der Liste der Erstattungen.',
    });
    expect((await refund(order.orderId, { ...body, shipping: true })).statusCode).toBe(409);
    expect((await linesOf(order.orderId))[0]?.refundedQuantity).toBe(2);
  });

  it('refuses what is not refundable: unpaid, unknown line, a withdrawal of another order', async () => {
    const { orderId } = await startCheckout(shop().app, [goodsLine(honeyId)], '10.0.0.9');
    if (!orderId) throw new Error('checkout failed');
    const unpaid = await refund(orderId, { shipping: true });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.code).toBe('ORDER_NOT_PAID');

    const order = await buyWithTestCard(shop().app, [goodsLine(honeyId)], nextEmail());
    const unknown = await refund(order.orderId, { lines: [{ itemId: 2_000_000, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Diese Position gehört nicht zur Bestellung.');

    const [foreign] = await db()
      .insert(withdrawals)
      .values({ name: 'Eva', email: 'eva@example.org', orderReference: 'XYZ', orderId })
      .returning({ id: withdrawals.id });
    const [line] = await linesOf(order.orderId);
    const wrong = await refund(order.orderId, {
      lines: [{ itemId: line?.id, quantity: 1 }],
      withdrawalId: foreign?.id,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.code).toBe('WITHDRAWAL_OF_ANOTHER_ORDER');
    const missingReason = await refund(order.orderId, {
      lines: [{ itemId: line?.id, quantity: 1 }],
      reason: '',
    });
    expect(missingReason.statusCode).toBe(400);
    expect((await documentsOf(order.orderId)).map((document) => document.kind)).toEqual([
      'invoice',
    ]);
  });

  it('refuses a refund while the shop is not connected to the provider that took the money', async () => {
    const order = await buyWithTestCard(shop().app, [goodsLine(honeyId, 2)], nextEmail());
    // paid through Stripe, before its key went missing from the settings
    await db()
      .update(orders)
      .set({ provider: 'stripe', paymentIntentId: 'pi_3PaidAtStripe' })
      .where(eq(orders.id, order.orderId));
    const [line] = await linesOf(order.orderId);
    const stock = (await stockOf(db(), honeyId))?.amount;
    const refused = await refund(order.orderId, {
      lines: [{ itemId: line?.id, quantity: 2 }],
      shipping: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'PAYMENT_PROVIDER_MISSING',
      message:
        'Diese Bestellung wurde über Stripe bezahlt. Der Shop ist gerade nicht damit verbunden, und nur dort kann das Geld zurückgehen.',
    });
    expect((await refundable(order.orderId)).refunds).toEqual([]);
    expect((await documentsOf(order.orderId)).map((document) => document.kind)).toEqual([
      'invoice',
    ]);
    expect((await stockOf(db(), honeyId))?.amount).toBe(stock);
  });

  it('cancels an order that cost nothing while the shop is connected to another provider: no money moves', async () => {
    await db()
      .insert(discountCodes)
      .values({ code: 'ALLESFREI', percentage: 100 })
      .onConflictDoNothing();
    const date = await emptyCourseDate(db(), 4);
    const checkout = await shop().app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: [courseLine(date, 2)], discountCode: 'ALLESFREI' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { orderId, url } = checkout.json<{ orderId: string; url: string }>();
    await payWithTestCard(shop().app, url.split('/zahlung/')[1] ?? '', nextEmail());
    // completed at Stripe without a payment, before its key went missing from the settings
    await db()
      .update(orders)
      .set({ provider: 'stripe', paymentIntentId: null })
      .where(eq(orders.id, orderId));
    expect(await bookingsOf(db(), date.id)).toHaveLength(2);
    const cancelled = await call('POST', `/api/admin/orders/${orderId}/fulfilment`, {
      version: 1,
      action: { type: 'cancel', reason: 'Kurs doch nicht' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await bookingsOf(db(), date.id)).toEqual([]);
    expect((await refundable(orderId)).refunds).toMatchObject([
      { state: 'succeeded', amountCents: 0, cancelsOrder: true },
    ]);
  });

  /** An order a 100 % code made free (but its shipping), paid on the simulated page. */
  async function freeCourseOrder(lines: object[]) {
    await db()
      .insert(discountCodes)
      .values({ code: 'ALLESFREI', percentage: 100 })
      .onConflictDoNothing();
    const checkout = await shop().app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines, discountCode: 'ALLESFREI' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { orderId, url } = checkout.json<{ orderId: string; url: string }>();
    await payWithTestCard(shop().app, url.split('/zahlung/')[1] ?? '', nextEmail());
    return orderId;
  }
  const mailsOf = (orderId: string) =>
    db().select().from(outbox).where(eq(outbox.orderId, orderId)).orderBy(outbox.id);

  it('tells the buyer of a free order cancelled before its called-off date was settled', async () => {
    const date = await emptyCourseDate(db(), 4);
    const orderId = await freeCourseOrder([courseLine(date, 1)]);
    // the decision marks the date; its bookings are left to the sweep, which has not run yet
    await db().transaction((tx) =>
      markDateCancelled(tx, SHOP_CONTACT, {
        actor: SHOP_ACTOR,
        courseDateId: date.id,
        now: new Date(),
        reason: null,
      }),
    );
    const cancelled = await call('POST', `/api/admin/orders/${orderId}/fulfilment`, {
      version: 1,
      action: { type: 'cancel', reason: null },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // the sweep finds no booking left, so the date's mail never comes: this one tells of it
    expect((await call('POST', `/api/admin/course-dates/${date.id}/cancel`)).statusCode).toBe(200);
    const kinds = (await mailsOf(orderId)).map((mail) => mail.kind);
    expect(kinds).toEqual(['order-confirmation', 'order-notice', 'cancellation']);
  });

  it('names a free place on a called-off date to the buyer when its attendee is someone else', async () => {
    const date = await emptyCourseDate(db(), 4);
    const friend = { ...JUERGEN, firstName: 'Käthe', email: 'kaethe@example.org' };
    const orderId = await freeCourseOrder([courseLine(date, 1), courseLine(date, 1, friend)]);
    const called = await call('POST', `/api/admin/course-dates/${date.id}/cancel`);
    expect(called.json()).toEqual({ refunded: 2, failed: 0, refused: 0 });
    const mails = await mailsOf(orderId);
    const dateMails = mails.filter((mail) => mail.kind === 'course-date-cancelled');
    expect(dateMails.map((mail) => mail.recipient).sort()).toEqual([
      JUERGEN.email,
      'kaethe@example.org',
    ]);
    // nothing was paid: the date's mail promises no refund and no credit note
    for (const mail of dateMails) expect(mail.text).not.toContain('Gutschrift');
    // the buyer (Jürgen) was told of his own place by the date's mail, not of Käthe's
    const told = mails.filter((mail) => mail.kind === 'cancellation');
    expect(told.map((mail) => mail.recipient)).toEqual([JUERGEN.email]);
    expect(told[0]?.text).toContain('haben wir Folgendes storniert:\n1 × ');
    expect(told[0]?.text.match(/^1 × /gm)).toHaveLength(1);
  });

  it('tells the buyer of a free booking staff cancel from the date’s participant list', async () => {
    const date = await emptyCourseDate(db(), 4);
    const orderId = await freeCourseOrder([courseLine(date, 2)]);
    const [line] = await linesOf(orderId);
    const cancelled = await call('POST', `/api/admin/course-dates/${date.id}/cancellations`, {
      orderItemId: line?.id,
      buyerId: null,
    });
    expect(cancelled.json()).toEqual({ freed: 2 });
    expect(await bookingsOf(db(), date.id)).toEqual([]);
    const told = (await mailsOf(orderId)).filter((mail) => mail.kind === 'cancellation');
    expect(told.map((mail) => [mail.recipient, mail.subject])).toEqual([
      [JUERGEN.email, `Stornierung zu deiner Bestellung ${orderId.slice(0, 8).toUpperCase()}`],
    ]);
    expect(told[0]?.text).toContain('Grund: Kursplatz storniert');
    expect(told[0]?.text).toContain(
      'Die Bestellung hat nichts gekostet, darum geht kein Geld zurück.',
    );
  });

  it('a jar a 100 % code made free, taken back: the mail names the discount, not a fee', async () => {
    const orderId = await freeCourseOrder([goodsLine(honeyId, 1)]);
    const [line] = await linesOf(orderId);
    const done = await refund(orderId, { lines: [{ itemId: line?.id, quantity: 1 }] });
    expect(done.json<RefundView>()).toMatchObject({ state: 'succeeded', amountCents: 0 });
    const [told] = (await mailsOf(orderId)).filter((mail) => mail.kind === 'cancellation');
    expect(told?.text).toContain(
      'Nach dem Rabatt bleibt davon nichts zu erstatten, darum geht kein Geld zurück.',
    );
    expect(told?.text).not.toContain('Stornogebühr');
  });

  it('a course that costs nothing, in a paid order: no refund promised, the mail says it cost nothing', async () => {
    const first = await emptyCourseDate(db(), 4);
    const second = await emptyCourseDate(db(), 4);
    const [course] = await db()
      .select({ price: products.priceCents })
      .from(products)
      .where(eq(products.id, first.productId));
    await db().update(products).set({ priceCents: 0 }).where(eq(products.id, first.productId));
    try {
      const order = await buyWithTestCard(
        shop().app,
        [goodsLine(honeyId, 1), courseLine(first, 1), courseLine(second, 1)],
        nextEmail(),
      );
      const lines = await linesOf(order.orderId);
      const cancelled = await call('POST', `/api/admin/course-dates/${first.id}/cancellations`, {
        orderItemId: lines[1]?.id,
        buyerId: null,
      });
      expect(cancelled.json()).toEqual({ freed: 1 });
      const [told] = (await mailsOf(order.orderId)).filter((mail) => mail.kind === 'cancellation');
      expect(told?.text).toContain(
        'Das Stornierte hat nichts gekostet, darum geht kein Geld zurück.',
      );
      await call('POST', `/api/admin/course-dates/${second.id}/cancel`);
      const [dateMail] = (await mailsOf(order.orderId)).filter(
        (mail) => mail.kind === 'course-date-cancelled',
      );
      expect(dateMail?.text).not.toContain('Gutschrift');
      // the jar is still paid for: nothing else of the order went back
      expect((await refundable(order.orderId)).refundedCents).toBe(0);
    } finally {
      await db()
        .update(products)
        .set({ priceCents: course?.price ?? 0 })
        .where(eq(products.id, first.productId));
    }
  });

  it('"Stornieren" refunds everything still paid for: stock and places back, the order cancelled', async () => {
    const date = await emptyCourseDate(db(), 4);
    const order = await buyWithTestCard(
      shop().app,
      [goodsLine(honeyId, 3), courseLine(date, 2)],
      nextEmail(),
    );
    const [honeyLine] = await linesOf(order.orderId);
    if (!honeyLine) throw new Error('no lines');
    // one jar went back before, broken
    await refund(order.orderId, {
      lines: [{ itemId: honeyLine.id, quantity: 1 }],
      restock: false,
    });
    const before = (await stockOf(db(), honeyId))?.amount ?? 0;
    const move = () =>
      call('POST', `/api/admin/orders/${order.orderId}/fulfilment`, {
        version: 1,
        action: { type: 'cancel', reason: 'Kundin hat storniert' },
      });
    const [first, doubled] = await Promise.all([move(), move()]);
    expect(first.statusCode).toBe(200);
    expect(doubled.statusCode).toBe(200);
    expect(first.json<FulfilmentView>()).toMatchObject({ state: 'cancelled', nextActions: [] });
    // the two jars left go back to the shelf, the broken one does not; the places are free
    expect((await stockOf(db(), honeyId))?.amount).toBe(before + 2);
    expect(await bookingsOf(db(), date.id)).toEqual([]);

    const view = await refundable(order.orderId);
    expect(view.refundedCents).toBe(order.totals.total);
    expect(view.refunds.map((entry) => entry.cancelsOrder)).toEqual([false, true]);
    const documents = await documentsOf(order.orderId);
    const [invoice, ...creditNotes] = documents;
    expect(creditNotes.map((note) => note.kind)).toEqual(['credit_note', 'credit_note']);
    expect(creditNotes.reduce((sum, note) => sum + note.grossCents, 0)).toBe(invoice?.grossCents);

    const again = await call('POST', `/api/admin/orders/${order.orderId}/fulfilment`, {
      version: 2,
      action: { type: 'cancel', reason: null },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Die Bestellung ist bereits „Storniert“.');
    expect(
      (await auditTrail(db(), 'order', order.orderId)).map((entry) => entry.action).sort(),
    ).toEqual(['cancelled', 'refunded', 'refunded']);
  });

  it('a refund that leaves nothing to send or attend cancels the order; one that leaves some does not', async () => {
    const date = await emptyCourseDate(db(), 4);
    const order = await buyWithTestCard(
      shop().app,
      [goodsLine(honeyId, 2), courseLine(date, 1)],
      nextEmail(),
    );
    const [honeyLine, courseItem] = await linesOf(order.orderId);
    if (!honeyLine || !courseItem) throw new Error('no lines');
    const move = async (type: 'start_processing') => {
      const view = await orderFulfilment(db(), order.orderId);
      return call('POST', `/api/admin/orders/${order.orderId}/fulfilment`, {
        version: view?.version,
        action: { type },
      });
    };

    await refund(order.orderId, { lines: [{ itemId: honeyLine.id, quantity: 2 }] });
    // the place is still booked, but there is nothing left to pack
    expect(await orderFulfilment(db(), order.orderId)).toMatchObject({
      state: 'paid',
      nextActions: ['cancel'],
    });
    const packing = await move('start_processing');
    expect(packing.statusCode).toBe(409);
    expect(packing.json().error).toMatchObject({
      code: 'NOTHING_TO_SEND',
      message: expect.stringContaining('Alle Waren dieser Bestellung sind erstattet'),
    });

    await refund(order.orderId, {
      lines: [{ itemId: courseItem.id, quantity: 1 }],
      reason: 'Termin passt nicht',
    });
    expect(await orderFulfilment(db(), order.orderId)).toMatchObject({
      state: 'cancelled',
      nextActions: [],
    });
    const trail = await auditTrail(db(), 'order', order.orderId);
    // newest first
    expect(trail.map((entry) => entry.action)).toEqual(['cancelled', 'refunded', 'refunded']);
    expect(trail[0]?.changes).toContainEqual(
      expect.objectContaining({ field: 'cancelReason', after: 'Termin passt nicht' }),
    );
  });

  it('a sent order refunded in full stays sent', async () => {
    const order = await buyWithTestCard(shop().app, [goodsLine(honeyId, 1)], nextEmail());
    for (const [version, action] of [
      [1, { type: 'start_processing' }],
      [2, { type: 'ship', shipment: { carrier: 'dhl', trackingNumber: '00340434161094042557' } }],
    ] as const) {
      const moved = await call('POST', `/api/admin/orders/${order.orderId}/fulfilment`, {
        version,
        action,
      });
      expect(moved.statusCode).toBe(200);
    }
    const [line] = await linesOf(order.orderId);
    if (!line) throw new Error('no lines');
    const back = await refund(order.orderId, {
      lines: [{ itemId: line.id, quantity: 1 }],
      shipping: true,
      reason: 'Rücksendung',
    });
    expect(back.json<RefundView>().state).toBe('succeeded');
    expect(await orderFulfilment(db(), order.orderId)).toMatchObject({ state: 'shipped' });
  });

  it('keeps issued documents as they are: no update, no delete', async () => {
    const order = await buyWithTestCard(shop().app, [goodsLine(honeyId)], nextEmail());
    const [invoice] = await documentsOf(order.orderId);
    if (!invoice) throw new Error('no invoice');
    await expect(
      db().update(issuedDocuments).set({ grossCents: 1 }).where(eq(issuedDocuments.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      db().delete(issuedDocuments).where(eq(issuedDocuments.id, invoice.id)),
    ).rejects.toThrow();
    expect((await documentsOf(order.orderId))[0]).toEqual(invoice);
  });
});
