import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../domain/catalog-schema';
import type { OrderSummary } from '../../domain/checkout-schema';
import { DEFAULT_INVOICING, type InvoicingSettings } from '../../domain/shop-settings-schema';
import { SMALL_BUSINESS_NOTE } from '../../domain/tax';
import { auditLog, issuedDocuments, orderItems, shopSettings } from '../db/schema';
import { useTestShop } from '../testing/app';
import { productWithStock } from '../testing/catalogue';
import { buyWithTestCard, goodsLine, payWithTestCard, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { pdfWords } from '../testing/pdf-text';
import { staffClient, suiteStaff } from '../testing/staff';

// Staff set what invoices state; the next invoice states it (docs/shop/refunds.md#invoice-settings).

const URL = '/api/admin/invoicing/settings';

describe.each(databaseKinds())('invoicing settings on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const admin = suiteStaff(shop);
  const db = () => shop().database.db;
  const call = async (method: 'GET' | 'PUT', payload?: object) =>
    (await admin()).request({ method, url: URL, payload });

  let honeyId: string;
  let drinkId: string;
  beforeAll(async () => {
    honeyId = (await productWithStock(db(), 'honig', 1000)).id;
    drinkId = (await productWithStock(db(), 'drink', 1000)).id;
  });

  const lines = () => [goodsLine(honeyId, 2), goodsLine(drinkId, 1)];
  const invoiceOf = async (order: OrderSummary) => {
    const [row] = await db()
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.orderId, order.orderId), eq(issuedDocuments.kind, 'invoice')));
    if (!row) throw new Error('no invoice');
    const pdf = await shop().app.inject({ method: 'GET', url: order.invoiceUrl ?? '' });
    return { content: row.content, text: pdfWords(pdf.rawPayload) };
  };
  const buy = async () => {
    const order = await buyWithTestCard(
      shop().app,
      lines(),
      `rechnung-${randomUUID()}@example.org`,
    );
    return { order, ...(await invoiceOf(order)) };
  };
  // a checkout now, paid after the settings changed
  const openOrder = async () => {
    const { sessionId } = await startCheckout(shop().app, lines());
    return async () => {
      expect((await payWithTestCard(shop().app, sessionId)).statusCode).toBe(200);
      const order = (
        await shop().app.inject({ url: `/api/checkout/sessions/${sessionId}` })
      ).json<OrderSummary>();
      return { order, ...(await invoiceOf(order)) };
    };
  };
  const drinkRate = async () =>
    (await shop().app.inject({ url: '/api/products?type=drink' }))
      .json<ProductSummary[]>()
      .find((product) => product.id === drinkId)?.taxRateBp;
  const linesRates = async (orderId: string) =>
    (
      await db()
        .select({ rate: orderItems.taxRateBp })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
    ).map((line) => line.rate);

  it('answers the defaults until saved, then what was saved; the next invoice states it', async () => {
    expect((await call('GET')).json()).toEqual(DEFAULT_INVOICING);

    const settings: InvoicingSettings = {
      ...DEFAULT_INVOICING,
      taxNumber: '046/123/45678',
      invoiceNumberFormat: 'R{YYYY}-{NNNN}',
    };
    const saved = await call('PUT', settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(settings);
    expect((await call('GET')).json()).toEqual(settings);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, 'invoicing')));
    expect(audit?.action).toBe('created');

    const { content, text } = await buy();
    expect(content.seller.taxNumber).toBe('046/123/45678');
    expect(content.number).toMatch(/^R\d{4}-\d{4}$/);
    expect(content.smallBusiness).toBe(false);
    expect(content.taxes.some((rate) => rate.tax > 0)).toBe(true);
    expect(text).toContain('Steuernummer: 046/123/45678');
    expect(text).not.toContain(SMALL_BUSINESS_NOTE);
  });

  it('a credit note states the seller as saved when it is issued, the buyer as invoiced', async () => {
    await call('PUT', { ...DEFAULT_INVOICING, taxNumber: '' });
    const { order, content: invoice } = await buy();
    expect(invoice.seller.taxNumber).toBe('');
    await call('PUT', { ...DEFAULT_INVOICING, taxNumber: '046/999/11111' });
    const [line] = await db()
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    const refunded = await (await admin()).request({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      payload: {
        key: randomUUID(),
        lines: [{ itemId: line?.id, quantity: 1 }],
        shipping: false,
        restock: true,
        reason: 'Glas zerbrochen',
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [creditNote] = await db()
      .select()
      .from(issuedDocuments)
      .where(
        and(eq(issuedDocuments.orderId, order.orderId), eq(issuedDocuments.kind, 'credit_note')),
      );
    expect(creditNote?.content.seller.taxNumber).toBe('046/999/11111');
    expect(creditNote?.content.buyer).toEqual(invoice.buyer);
  });

  it('as a small business (§ 19 UStG) prices, orders and the next invoice show no VAT and say why', async () => {
    expect(await drinkRate()).toBe(1900);
    const taxedBefore = await openOrder();
    const saved = await call('PUT', {
      ...DEFAULT_INVOICING,
      taxNumber: '046/123/45678',
      smallBusiness: true,
    });
    expect(saved.json()).toMatchObject({
      smallBusiness: true,
      invoiceNumberFormat: 'RE-{YYYY}-{NNNNN}',
    });
    // the list the shop keeps is emptied by the save: no VAT shown from now on
    expect(await drinkRate()).toBe(0);

    const { order, content, text } = await buy();
    expect(order.smallBusiness).toBe(true);
    expect(order.totals.vat).toBe(0);
    expect(order.totals.taxes.every((rate) => rate.rateBp === 0)).toBe(true);
    expect(await linesRates(order.orderId)).toEqual([0, 0]);
    expect(content.smallBusiness).toBe(true);
    expect(content.notes).toEqual([SMALL_BUSINESS_NOTE]);
    expect(content.taxes.every((rate) => rate.rateBp === 0 && rate.tax === 0)).toBe(true);
    expect(content.lines.every((line) => line.rateBp === 0)).toBe(true);
    expect(text).toContain(SMALL_BUSINESS_NOTE);
    expect(text).not.toMatch(/\b(7|19)%/);

    // an order keeps what it was sold as, whatever the setting is when it is paid
    const untaxedBefore = await openOrder();
    const taxed = await taxedBefore();
    expect(taxed.order.smallBusiness).toBe(false);
    expect(taxed.order.totals.vat).toBeGreaterThan(0);
    expect(taxed.content.smallBusiness).toBe(false);
    expect(taxed.text).toMatch(/\b19%/);

    expect((await call('PUT', { ...saved.json(), smallBusiness: false })).statusCode).toBe(200);
    expect(await drinkRate()).toBe(1900);
    const untaxed = await untaxedBefore();
    expect(untaxed.order.smallBusiness).toBe(true);
    expect(untaxed.order.totals.vat).toBe(0);
    expect(untaxed.content.notes).toEqual([SMALL_BUSINESS_NOTE]);
    expect(untaxed.text).not.toMatch(/\b(7|19)%/);
  });

  it('refuses a format without year or running number in German, and a PUT by plain staff', async () => {
    const before = (await call('GET')).json<InvoicingSettings>();
    const bad = await call('PUT', { ...before, invoiceNumberFormat: 'RE-{NNNNN}' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Das Format braucht das Jahr {YYYY}');
    const same = await call('PUT', {
      ...before,
      invoiceNumberFormat: 'X-{YYYY}-{NNN}',
      creditNoteNumberFormat: 'X-{YYYY}-{NNN}',
    });
    expect(same.statusCode).toBe(400);
    expect(JSON.stringify(same.json())).toContain(
      'Rechnungen und Gutschriften brauchen Formate, die nie dieselbe Nummer ergeben',
    );
    // RE2026000001 could be either's first number
    const overlapping = await call('PUT', {
      ...before,
      invoiceNumberFormat: 'RE{YYYY}{NNNNN}',
      creditNoteNumberFormat: 'RE{YYYY}0{NNNN}',
    });
    expect(overlapping.statusCode).toBe(400);

    const plain = await staffClient(shop().app, db(), ['staff']);
    expect((await plain.request({ method: 'GET', url: URL })).statusCode).toBe(200);
    const denied = await plain.request({ method: 'PUT', url: URL, payload: DEFAULT_INVOICING });
    expect(denied.statusCode).toBe(403);
    expect((await call('GET')).json()).toEqual(before);
  });

  it('refuses a save that leaves fields out, rather than resetting them to their defaults', async () => {
    const saved = { ...DEFAULT_INVOICING, taxNumber: '046/123/45678', smallBusiness: false };
    expect((await call('PUT', saved)).statusCode).toBe(200);
    for (const partial of [{ smallBusiness: true }, {}]) {
      const response = await call('PUT', partial);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'INVALID_INPUT',
        message: expect.stringMatching(/^body\.\w+: fehlt$/),
      });
    }
    const { taxFreeNote: _left, ...allButOne } = { ...saved, smallBusiness: true };
    expect((await call('PUT', allButOne)).statusCode).toBe(400);
    expect((await call('GET')).json()).toEqual(saved);
  });

  it('refuses formats that would give a coming document a number that exists, and keeps the old', async () => {
    const before = (await call('GET')).json<InvoicingSettings>();
    await buy();
    // swapped mid-year: the next credit note would be numbered like an invoice that exists
    const swapped = await call('PUT', {
      ...before,
      invoiceNumberFormat: before.creditNoteNumberFormat,
      creditNoteNumberFormat: before.invoiceNumberFormat,
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error).toEqual({
      code: 'NUMBER_FORMAT_TAKEN',
      message: expect.stringMatching(
        /^Mit diesem Format bekäme ein künftiges Dokument die Nummer RE-\d{4}-\d{5}, die es schon gibt\. Bitte ein anderes Format wählen\.$/,
      ),
      details: { field: 'body.creditNoteNumberFormat' },
    });
    expect((await call('GET')).json()).toEqual(before);
    // a format of their own is fine, and the invoices' format may stay as it is
    const fresh = await call('PUT', { ...before, creditNoteNumberFormat: 'GU-{YYYY}-{NNNNN}' });
    expect(fresh.statusCode).toBe(200);
    expect((await call('PUT', before)).statusCode).toBe(200);
  });

  it('reads settings saved before the stricter format check as they are, not as defaults', async () => {
    const before = (await call('GET')).json<InvoicingSettings>();
    const older = {
      ...DEFAULT_INVOICING,
      taxNumber: '046/123/45678',
      invoiceNumberFormat: 'RE-{YYYY}-{NNNN}',
      creditNoteNumberFormat: 'RE-{YYYY}-{NNNNN}',
    };
    await db()
      .insert(shopSettings)
      .values({ key: 'invoicing', value: older })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: older } });
    expect((await call('GET')).json()).toEqual(older);
    expect((await call('PUT', older)).statusCode).toBe(400);
    expect((await call('PUT', before)).statusCode).toBe(200);
  });
});
