import { documentDay, type ExportedDocument, signOf } from './accounting-documents';
import { formatDate } from './dates';
import { DOCUMENT_TITLES } from './invoice-content';
import { ratePercent } from './tax';

// A month's invoices and credit notes as a list for the tax adviser or a spreadsheet: one row
// per document, its gross, net and tax per rate; credit notes with a minus, so each column's
// sum is what the month brought in (docs/shop/accounting.md#the-files).

const PROVIDERS: Record<ExportedDocument['provider'], string> = {
  stripe: 'Stripe',
  simulated: 'Simuliert',
};

// a German spreadsheet reads "1234,56" as a number
const amount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const value = Math.abs(cents);
  return `${sign}${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}`;
};

// a field with the separator, a quote or a line break is quoted; a leading = + - @ would be
// read as a formula by a spreadsheet, so such a text starts with an apostrophe
function field(value: string): string {
  const safe =
    /^[=+\-@]/.test(value) && Number.isNaN(Number(value.replace(',', '.'))) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rates that occur in the documents, highest first: one group of columns each. */
const ratesOf = (documents: readonly ExportedDocument[]) =>
  [...new Set(documents.flatMap((document) => document.content.taxes.map((t) => t.rateBp)))].sort(
    (a, b) => b - a,
  );

/** The CSV text: semicolons, decimal comma, CRLF; `accountingCsvBytes` adds the BOM. */
export function accountingCsv(documents: readonly ExportedDocument[]): string {
  const rates = ratesOf(documents);
  const header = [
    'Belegart',
    'Nummer',
    'Datum',
    'Bezieht sich auf',
    'Bestellung',
    'Kunde',
    'Brutto',
    'Netto',
    'Steuer',
    ...rates.flatMap((rate) => {
      const label = ratePercent(rate).replace('%', ' %');
      return [`Brutto ${label}`, `Netto ${label}`, `Steuer ${label}`];
    }),
    'Zahlungsanbieter',
    'Referenz des Zahlungsanbieters',
  ];
  const rows = documents.map((document) => {
    const { content } = document;
    const sign = signOf(document);
    const byRate = new Map(content.taxes.map((rate) => [rate.rateBp, rate]));
    const total = (pick: 'gross' | 'net' | 'tax') =>
      content.taxes.reduce((sum, rate) => sum + rate[pick], 0);
    return [
      DOCUMENT_TITLES[content.kind],
      content.number,
      formatDate(documentDay(document)),
      content.refersTo?.number ?? '',
      content.orderNumber,
      content.buyer.name,
      amount(sign * content.totalCents),
      amount(sign * total('net')),
      amount(sign * total('tax')),
      ...rates.flatMap((rateBp) => {
        const rate = byRate.get(rateBp);
        return rate
          ? [amount(sign * rate.gross), amount(sign * rate.net), amount(sign * rate.tax)]
          : ['', '', ''];
      }),
      PROVIDERS[document.provider],
      document.providerReference ?? '',
    ];
  });
  return `${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

/** UTF-8 with a byte order mark: spreadsheet programs then read the umlauts right. */
export const accountingCsvBytes = (text: string): Uint8Array =>
  new TextEncoder().encode(`\uFEFF${text}`);
