import { describe, expect, it } from 'vitest';
import { keepFee } from '../../domain/course-self-service';
import {
  creditNoteContent,
  type InvoiceFacts,
  type IssueFacts,
  invoiceContent,
} from '../../domain/invoice-content';
import { refundAmounts } from '../../domain/refund-amounts';
import { DEFAULT_INVOICING } from '../../domain/shop-settings-schema';
import { SMALL_BUSINESS_NOTE } from '../../domain/tax';
import { pdfText, pdfWords } from '../testing/pdf-text';
import { issuedDocumentPdf } from './invoice-pdf';

// § 14 (4) UStG, field by field, as a reader of the PDF finds it (docs/decisions/029-invoices-and-refunds.md)

const ORDER_ID = '3f2a9c1e-0000-4000-8000-000000000001';

// 2 jars of honey (0 %, tax-free), a mead (19 %) and a course place (19 %), 10 % off, shipped
const FACTS: InvoiceFacts = {
  orderId: ORDER_ID,
  paidAt: new Date('2027-03-14T22:30:00Z'),
  buyerName: 'Jürgen Weiß',
  email: 'juergen@example.org',
  smallBusiness: false,
  deliveryAddress: {
    street: 'Heideweg 5',
    addressLine2: null,
    postalCode: '29614',
    town: 'Soltau',
    country: 'DE',
  },
  billingAddress: null,
  delivery: 'shipping',
  pickupDate: null,
  lines: [
    {
      id: 1,
      title: 'Akazienhonig 500 g',
      quantity: 2,
      unitCents: 990,
      taxRateBp: 0,
      isCourse: false,
      serviceDays: [],
      // one jar of each harvest: the older one ran out (first expiring, first out)
      lots: [
        { lotNumber: 'L2025-08', bestBefore: '2027-08-31', quantity: 1 },
        { lotNumber: 'L2026-07', bestBefore: '2028-07-31', quantity: 1 },
      ],
    },
    {
      id: 2,
      title: 'Honigmet klassisch',
      quantity: 1,
      unitCents: 1490,
      taxRateBp: 1900,
      isCourse: false,
      serviceDays: [],
      lots: [{ lotNumber: 'M2026-03', bestBefore: '2029-03-31', quantity: 1 }],
    },
    {
      id: 3,
      title: 'Imkerkurs für Einsteiger',
      quantity: 1,
      unitCents: 8900,
      taxRateBp: 1900,
      isCourse: true,
      serviceDays: ['2027-04-17'],
      lots: [],
    },
  ],
  subtotalCents: 12_370,
  shippingCents: 675,
  discountCents: 1237,
  totalCents: 11_808,
};

const ISSUE: IssueFacts = {
  number: 'RE-2027-00042',
  issuedAt: new Date('2027-03-14T22:30:00Z'),
  rules: { ...DEFAULT_INVOICING, taxNumber: '046/123/45678' },
  contact: {
    business: 'Imkerei Bienenstöck',
    owner: 'Greta Bienenstöck',
    street: 'Lindenallee 3',
    postalCode: '29640',
    city: 'Schneverdingen',
    email: 'post@imkerei.example',
    phone: '05193 1234',
    vatId: 'DE123456789',
  },
  shopName: 'Hofladen',
};

const euro = (cents: number) =>
  `${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} €`;

describe('invoice and credit note PDF', () => {
  const invoice = invoiceContent(FACTS, ISSUE);

  it('states every field § 14 (4) UStG asks for', async () => {
    const text = pdfWords(await issuedDocumentPdf(invoice));
    // seller with address, tax number and VAT id; buyer with address
    for (const expected of [
      'Imkerei Bienenstöck',
      'Lindenallee 3',
      '29640 Schneverdingen',
      'Steuernummer: 046/123/45678',
      'USt-IdNr.: DE123456789',
      'Jürgen Weiß',
      'Heideweg 5',
      '29614 Soltau',
      // the document, its date (the Berlin day: 14 March 22:30 UTC is the 14th … 23:30 in Berlin)
      'Rechnung',
      'Rechnungsnummer: RE-2027-00042',
      'Rechnungsdatum: 14.03.2027',
      // quantity and description of each line, the course's date, the delivery date
      '2 Akazienhonig 500 g 0% 9,90 € 19,80 €',
      '1 Honigmet klassisch 19% 14,90 € 14,90 €',
      '1 Imkerkurs für Einsteiger 19% 89,00 € 89,00 €',
      'Kurstermin: 17.04.2027',
      'Lieferdatum: entspricht dem Rechnungsdatum',
      'Rabatt -12,37 €',
      'Versand 6,75 €',
      'Gesamtbetrag 118,08 €',
      // the tax-free class's reason
      DEFAULT_INVOICING.taxFreeNote,
    ])
      expect(text).toContain(expected);
    // net, rate and tax per rate, as the one tax function computed them
    for (const rate of invoice.taxes) {
      const label = rate.rateBp === 0 ? '0% (steuerfrei)' : `${rate.rateBp / 100}%`;
      expect(text).toContain(`${label} ${euro(rate.net)} ${euro(rate.tax)} ${euro(rate.gross)}`);
    }
    expect(invoice.taxes.map((rate) => rate.rateBp)).toEqual([1900, 0]);
    expect(text).not.toContain(SMALL_BUSINESS_NOTE);
  });

  it('names under each position the lots its goods came from (traceability)', async () => {
    const lines = pdfText(await issuedDocumentPdf(invoice))
      .split('\n')
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter(Boolean);
    const linesUnder = (title: string) =>
      lines.slice(lines.findIndex((l) => l.includes(title)) + 1);
    expect(linesUnder('Akazienhonig 500 g').slice(0, 2)).toEqual([
      'Los L2025-08 (MHD 31.08.2027) × 1',
      'Los L2026-07 (MHD 31.07.2028) × 1',
    ]);
    expect(linesUnder('Honigmet klassisch')[0]).toBe('Los M2026-03 (MHD 31.03.2029)');
    expect(linesUnder('Imkerkurs für Einsteiger')[0]).toBe('Kurstermin: 17.04.2027');
    expect(linesUnder('Imkerkurs für Einsteiger')[1]).not.toMatch(/^Los/);
  });

  it('an invoice issued before invoices named lots prints as it was issued', async () => {
    const issuedEarlier = {
      ...invoice,
      lines: invoice.lines.map(({ lots: _lots, ...line }) => line),
    };
    const text = pdfWords(await issuedDocumentPdf(issuedEarlier));
    expect(text).toContain('2 Akazienhonig 500 g 0% 9,90 € 19,80 €');
    expect(text).not.toContain('Los ');
  });

  it('for a small business: no VAT at all, the § 19 note instead', async () => {
    const content = invoiceContent({ ...FACTS, smallBusiness: true }, ISSUE);
    const text = pdfWords(await issuedDocumentPdf(content));
    expect(text).toContain(SMALL_BUSINESS_NOTE);
    expect(text).toContain('2 Akazienhonig 500 g 9,90 € 19,80 €');
    expect(text).toContain('Gesamtbetrag 118,08 €');
    expect(text).not.toMatch(/19%|Steuersatz|inkl\. USt/);
    expect(text).not.toContain(DEFAULT_INVOICING.taxFreeNote);
  });

  // one unit of the invoice's line `itemId` given back, on 20.03.2027
  const creditNoteFor = (itemId: number, number: string, reason: string, feeCents = 0) => {
    const amounts = refundAmounts(
      {
        lines: FACTS.lines.map((line) => ({ ...line, refundedQuantity: 0, refundedCents: 0 })),
        shippingCents: FACTS.shippingCents,
        discountCents: FACTS.discountCents,
        shippingRefunded: false,
      },
      { lines: [{ itemId, quantity: 1 }], shipping: false },
    );
    if (!amounts.ok) throw new Error(amounts.reason);
    const kept = keepFee(amounts, feeCents);
    const issuedAt = new Date('2027-03-20T09:00:00Z');
    const issue = { number, issuedAt, reason, seller: invoice.seller };
    return {
      amounts: kept,
      asked: amounts,
      note: creditNoteContent(invoice, { ...kept, feeCents }, issue),
    };
  };

  it('a credit note names its own number, the invoice it corrects, the reason and the tax given back', async () => {
    const { amounts, note } = creditNoteFor(2, 'GS-2027-00007', 'Flasche zerbrochen');
    const text = pdfWords(await issuedDocumentPdf(note));
    for (const expected of [
      'Gutschrift (Rechnungskorrektur)',
      'Gutschriftnummer: GS-2027-00007',
      'Datum: 20.03.2027',
      'Bezug: Rechnung RE-2027-00042 vom 14.03.2027',
      'Grund: Flasche zerbrochen',
      'Steuernummer: 046/123/45678',
      'Jürgen Weiß',
      `1 Honigmet klassisch 19% 14,90 € ${euro(amounts.amountCents)}`,
      `Erstattungsbetrag ${euro(amounts.amountCents)}`,
      // the goods were supplied on the invoice's day, not the credit note's
      'Lieferdatum: 14.03.2027',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('entspricht dem Rechnungsdatum');
    const [rate] = amounts.taxes;
    if (!rate) throw new Error('no rate');
    expect(text).toContain(`19% ${euro(rate.net)} ${euro(rate.tax)} ${euro(rate.gross)}`);
    expect(text).not.toContain('Akazienhonig');
  });

  it('a credit note names a cancellation fee apart from the discount', async () => {
    const { amounts, asked, note } = creditNoteFor(3, 'GS-2027-00009', 'Storniert', 1500);
    const discountShare = note.subtotalCents - asked.amountCents;
    expect(discountShare).toBeGreaterThan(0);
    const text = pdfWords(await issuedDocumentPdf(note));
    expect(text).toContain(`Abzüglich Rabattanteil -${euro(discountShare)}`);
    expect(text).toContain('Abzüglich Stornogebühr -15,00 €');
    expect(text).toContain(`Erstattungsbetrag ${euro(amounts.amountCents)}`);
    expect(note.subtotalCents - note.discountCents - (note.feeCents ?? 0)).toBe(
      amounts.amountCents,
    );
    // without a fee, no fee line
    const plain = pdfWords(await issuedDocumentPdf(creditNoteFor(3, 'GS-2027-00010', 'x').note));
    expect(plain).not.toContain('Stornogebühr');
  });

  it('a credit note of course places alone names their dates and no delivery', async () => {
    const { note } = creditNoteFor(3, 'GS-2027-00008', 'Kurs abgesagt');
    const text = pdfWords(await issuedDocumentPdf(note));
    expect(text).toContain('Imkerkurs für Einsteiger');
    expect(text).toContain('Kurstermin: 17.04.2027');
    expect(text).not.toContain('Lieferdatum');
  });
});
