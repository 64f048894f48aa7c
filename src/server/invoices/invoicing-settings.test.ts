import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SMALL_BUSINESS_NOTE } from '../../domain/invoice-content';
import { DEFAULT_INVOICING, type InvoicingSettings } from '../../domain/shop-settings-schema';
import { auditLog, issuedDocuments, shopSettings } from '../db/schema';
import { useTestShop } from '../testing/app';
import { productWithStock } from '../testing/catalogue';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
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

  const buy = async () => {
    const order = await buyWithTestCard(
      shop().app,
      [goodsLine(honeyId, 2), goodsLine(drinkId, 1)],
      `rechnung-${randomUUID()}@example.org`,
    );
    const [row] = await db()
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.orderId, order.orderId), eq(issuedDocuments.kind, 'invoice')));
    if (!row) throw new Error('no invoice');
    const pdf = await shop().app.inject({ method: 'GET', url: order.invoiceUrl ?? '' });
    return { content: row.content, text: pdfWords(pdf.rawPayload) };
  };

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

  it('as a small business (§ 19 UStG) the next invoice shows no VAT and says why', async () => {
    const saved = await call('PUT', {
      ...DEFAULT_INVOICING,
      taxNumber: '046/123/45678',
      smallBusiness: true,
    });
    expect(saved.json()).toMatchObject({
      smallBusiness: true,
      invoiceNumberFormat: 'RE-{YYYY}-{NNNNN}',
    });

    const { content, text } = await buy();
    expect(content.smallBusiness).toBe(true);
    expect(content.notes).toEqual([SMALL_BUSINESS_NOTE]);
    expect(content.taxes.every((rate) => rate.rateBp === 0 && rate.tax === 0)).toBe(true);
    expect(content.lines.every((line) => line.rateBp === 0)).toBe(true);
    expect(text).toContain(SMALL_BUSINESS_NOTE);
    expect(text).not.toMatch(/\b(7|19)%/);
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
        message: expect.stringMatching(/^body\.\w+: Ungültige Eingabe/),
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
