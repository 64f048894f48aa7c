import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../domain/checkout-schema';
import { formatEuro } from '../../domain/money';
import type { OrderStatusView } from '../../domain/order-status-schema';
import type { RefundView } from '../../domain/refund-schema';
import { loadConfig } from '../config';
import { issuedDocuments, orderItems, orders, outbox } from '../db/schema';
import { deliverPendingMail } from '../mail/outbox-delivery';
import type { MailTransport, OutgoingMail } from '../mail/transport';
import { useTestShop } from '../testing/app';
import { productWithBatches, productWithStock } from '../testing/catalogue';
import { buyWithTestCard, goodsLine, payWithTestCard } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { pdfWords } from '../testing/pdf-text';
import { suiteStaff } from '../testing/staff';

// Where the customer and staff find the invoice and credit notes (docs/shop/after-the-sale.md#invoice).

describe.each(databaseKinds())('invoice and credit note documents on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const get = (url: string) => shop().app.inject({ method: 'GET', url });
  const staffGet = async (url: string) => (await staff()).request({ method: 'GET', url });

  let honeyId: string;
  let drinkId: string;
  beforeAll(async () => {
    honeyId = (await productWithStock(db(), 'honig', 1000)).id;
    drinkId = (await productWithStock(db(), 'drink', 1000)).id;
  });

  const invoiceOf = async (orderId: string) => {
    const [row] = await db()
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.kind, 'invoice')));
    if (!row) throw new Error('no invoice');
    return row;
  };

  const sendAll = async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      send: async (mail) => {
        sent.push(mail);
      },
      close: () => undefined,
    };
    await deliverPendingMail({
      db: db(),
      config: loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'a@b.de' }),
      transport,
    });
    return sent;
  };

  it('opens from the success page and the status link, goes with the confirmation mail — and nobody guesses it', async () => {
    const email = `rechnung-${randomUUID()}@example.org`;
    const order = await buyWithTestCard(shop().app, [goodsLine(honeyId, 2)], email);
    const invoice = await invoiceOf(order.orderId);
    expect(order.invoiceUrl).toMatch(/^\/api\/checkout\/sessions\/[^/]+\/invoice\.pdf$/);

    const fromSuccessPage = await get(order.invoiceUrl ?? '');
    expect(fromSuccessPage.statusCode).toBe(200);
    expect(fromSuccessPage.headers['content-type']).toBe('application/pdf');
    expect(fromSuccessPage.headers['cache-control']).toBe('no-store');
    expect(fromSuccessPage.headers['content-disposition']).toBe(
      `inline; filename="rechnung-${invoice.number}.pdf"`,
    );
    const text = pdfWords(fromSuccessPage.rawPayload);
    expect(text).toContain(`Rechnungsnummer: ${invoice.number}`);
    expect(text).toContain(`Bestellnummer: ${invoice.content.orderNumber}`);

    const [row] = await db()
      .select({ token: orders.statusToken })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    if (!row) throw new Error('no order');
    const status = (await get(`/api/order-status/${row.token}`)).json<OrderStatusView>();
    expect(status.invoiceUrl).toBe(`/api/order-status/${row.token}/invoice.pdf`);
    const fromStatusPage = await get(status.invoiceUrl ?? '');
    expect(fromStatusPage.statusCode).toBe(200);
    expect(pdfWords(fromStatusPage.rawPayload)).toContain(invoice.number);

    // a guessed token or session: the same "not found" as for any unknown link
    expect((await get(`/api/order-status/${'0'.repeat(64)}/invoice.pdf`)).statusCode).toBe(404);
    const guessed = await get('/api/checkout/sessions/sim_aaaaaaaaaaaaaaaaaaaaaaaa/invoice.pdf');
    expect([400, 404]).toContain(guessed.statusCode);

    // the confirmation names the invoice; the PDF is made when the mail goes out
    const [confirmation] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'order-confirmation')));
    expect(confirmation?.attachmentDocumentId).toBe(invoice.id);
    expect(confirmation?.text).not.toContain('%PDF');
    const staffView = await staffGet(`/api/admin/outbox/${confirmation?.id}`);
    expect(staffView.json()).toMatchObject({ attachment: `rechnung-${invoice.number}.pdf` });
    const mail = (await sendAll()).find((sent) => sent.to === email);
    const [attached] = mail?.attachments ?? [];
    expect(attached?.filename).toBe(`rechnung-${invoice.number}.pdf`);
    expect(attached?.contentType).toBe('application/pdf');
    expect(pdfWords(attached?.content ?? Buffer.alloc(0))).toContain(invoice.number);
  });

  it('names the lots each line took, as the order recorded them (traceability)', async () => {
    // a product of its own: this suite's honey and drink keep their plain stock
    const { product } = await productWithBatches(db(), 'strength', [
      { lotNumber: 'L2026-07', bestBefore: '2028-07-31', quantity: 5 },
      { lotNumber: 'L2025-08', bestBefore: '2027-08-31', quantity: 1 },
    ]);
    const order = await buyWithTestCard(shop().app, [goodsLine(product.id, 3), goodsLine(drinkId)]);
    const { content } = await invoiceOf(order.orderId);
    const [batched, drink] = content.lines;
    // the older harvest first; the lot numbers carry the test's suffix
    expect(batched?.lots?.map(({ bestBefore, quantity }) => [bestBefore, quantity])).toEqual([
      ['2027-08-31', 1],
      ['2028-07-31', 2],
    ]);
    expect(drink?.lots).toEqual([]);
    const [older, newer] = batched?.lots ?? [];
    const text = pdfWords((await get(order.invoiceUrl ?? '')).rawPayload);
    expect(text).toContain(`Los ${older?.lotNumber} (MHD 31.08.2027) × 1`);
    expect(text).toContain(`Los ${newer?.lotNumber} (MHD 31.07.2028) × 2`);
  });

  it('with HONIG10 the success page, the mail and the invoice state the same tax per rate: the tax paid', async () => {
    const email = `steuer-${randomUUID()}@example.org`;
    const started = await shop().app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: [goodsLine(honeyId, 2), goodsLine(drinkId, 3)], discountCode: 'HONIG10' },
    });
    const sessionId = started.json<{ url: string }>().url.split('/zahlung/')[1] ?? '';
    await payWithTestCard(shop().app, sessionId, email);
    const order = (await get(`/api/checkout/sessions/${sessionId}`)).json<OrderSummary>();
    expect(order.totals.discount).toBeGreaterThan(0);
    const { content } = await invoiceOf(order.orderId);
    // one function's result everywhere: discount prorated, shipping's tax split by the goods
    expect(content.taxes).toEqual(order.totals.taxes);
    expect(order.totals.taxes.map((rate) => rate.rateBp)).toEqual([1900, 0]);
    const [taxed] = order.totals.taxes;
    if (!taxed) throw new Error('no taxed rate');
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'order-confirmation')));
    expect(mail?.text).toContain(`inkl. 19% Mehrwertsteuer: ${formatEuro(taxed.tax)}`);
    const text = pdfWords((await get(order.invoiceUrl ?? '')).rawPayload);
    expect(text).toContain(
      `19% ${formatEuro(taxed.net)} ${formatEuro(taxed.tax)} ${formatEuro(taxed.gross)}`,
    );
  });

  it('a refund mails the customer its credit note; staff download every document of the order', async () => {
    const email = `gutschrift-${randomUUID()}@example.org`;
    const order = await buyWithTestCard(shop().app, [goodsLine(honeyId, 3)], email);
    const [line] = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    if (!line) throw new Error('no line');
    const refund = (
      await (
        await staff()
      ).request({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/refunds`,
        payload: {
          key: randomUUID(),
          lines: [{ itemId: line.id, quantity: 1 }],
          shipping: false,
          restock: false,
          reason: 'Glas zerbrochen',
        },
      })
    ).json<RefundView>();
    const invoice = await invoiceOf(order.orderId);
    const number = refund.creditNoteNumber ?? '';
    expect(number).toMatch(/^GS-\d{4}-\d{5}$/);

    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'credit-note')));
    expect(mail?.subject).toBe(
      `Gutschrift ${number} zu deiner Bestellung ${invoice.content.orderNumber}`,
    );
    expect(mail?.text).toContain(`korrigiert die Rechnung ${invoice.number}`);
    expect(mail?.text).toContain('Grund: Glas zerbrochen');
    const sent = (await sendAll()).find((entry) => entry.subject === mail?.subject);
    expect(sent?.attachments?.[0]?.filename).toBe(`gutschrift-${number}.pdf`);

    const view = await staffGet(`/api/admin/orders/${order.orderId}/refunds`);
    expect(view.json()).toMatchObject({ invoiceNumber: invoice.number });
    for (const [documentNumber, title] of [
      [invoice.number, 'Rechnung'],
      [number, 'Gutschrift (Rechnungskorrektur)'],
    ]) {
      const pdf = await staffGet(
        `/api/admin/orders/${order.orderId}/documents/${encodeURIComponent(documentNumber ?? '')}`,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdfWords(pdf.rawPayload)).toContain(title);
    }
    // another order's number is not this order's document
    const other = await buyWithTestCard(shop().app, [goodsLine(honeyId, 1)], email);
    const elsewhere = await staffGet(
      `/api/admin/orders/${other.orderId}/documents/${encodeURIComponent(number)}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    // and the PDFs stay behind the staff guard
    expect(
      (await get(`/api/admin/orders/${order.orderId}/documents/${invoice.number}`)).statusCode,
    ).toBe(401);
  });
});
