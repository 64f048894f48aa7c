import { documentDay, type ExportedDocument, signOf } from './accounting-documents';
import type { AccountingSettings } from './accounting-schema';
import { wallTimeAsUtc } from './berlin-time';
import { BUCHUNGSSTAPEL_COLUMNS } from './datev-columns';
import type { DocumentKind } from './invoice-content';
import { windows1252Text } from './windows-1252';

// A month's invoices and credit notes as a DATEV Buchungsstapel (EXTF, header version 700,
// category 21, Formatversion 13): one booking per document and tax rate, from the payment
// clearing account to the rate's revenue account (docs/decisions/031-accounting-export.md).

export interface DatevBooking {
  amountCents: number;
  /**
   * S: the clearing account receives (an invoice, a credit note's cancellation); H: it gives back
   * (a credit note).
   */
  side: 'S' | 'H';
  account: string;
  contraAccount: string;
  buKey: string;
  /** Belegdatum, DDMM. */
  date: string;
  /** Belegfeld 1: the document number. */
  reference: string;
  text: string;
}

/** A rate some document needs but no revenue account is set for. */
export function ratesWithoutAccount(
  documents: readonly ExportedDocument[],
  settings: AccountingSettings,
): number[] {
  const known = new Set(settings.revenueAccounts.map((row) => row.rateBp));
  const missing = documents
    .filter((document) => !document.content.smallBusiness)
    .flatMap((document) => document.content.taxes.map((rate) => rate.rateBp))
    .filter((rate) => !known.has(rate));
  return [...new Set(missing)].sort((a, b) => b - a);
}

// DATEV's Belegfeld 1 takes letters, digits and $ & % * + - / only
const belegfeld = (number: string) => number.replace(/[^A-Za-z0-9$&%*+\-/]/g, '-').slice(0, 36);

// a text field: one line of Windows-1252, at most `max` characters
const plain = (text: string, max: number) =>
  windows1252Text(text.replace(/[\r\n\t]+/g, ' '))
    .trim()
    .slice(0, max);

const BOOKING_TITLES: Record<DocumentKind, string> = {
  invoice: 'Rechnung',
  credit_note: 'Gutschrift',
  credit_note_cancellation: 'Stornierung',
};

function bookingText(document: ExportedDocument): string {
  const { content } = document;
  const title = BOOKING_TITLES[content.kind];
  const refers = content.refersTo ? ` zu ${content.refersTo.number}` : '';
  return plain(`${title} ${content.number}${refers} ${content.buyer.name}`, 60);
}

/**
 * The bookings of the documents, in their order: one per rate with an amount (DATEV needs one
 * revenue account per booking). A small business books everything on its § 19 account.
 */
export function datevBookings(
  documents: readonly ExportedDocument[],
  settings: AccountingSettings,
): DatevBooking[] {
  const accounts = new Map(settings.revenueAccounts.map((row) => [row.rateBp, row]));
  return documents.flatMap((document) => {
    const { content } = document;
    const [, month, day] = documentDay(document).split('-');
    return content.taxes
      .filter((rate) => rate.gross > 0)
      .map((rate) => {
        const revenue = content.smallBusiness
          ? { account: settings.smallBusinessAccount, buKey: '' }
          : accounts.get(rate.rateBp);
        if (!revenue) throw new Error(`no revenue account for ${rate.rateBp} bp`);
        return {
          amountCents: rate.gross,
          side: signOf(document) > 0 ? 'S' : 'H',
          account: settings.clearingAccount,
          contraAccount: revenue.account,
          buKey: revenue.buKey,
          date: `${day}${month}`,
          reference: belegfeld(content.number),
          text: bookingText(document),
        };
      });
  });
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
const amount = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
const compactDay = (day: string) => day.replace(/-/g, '');

/** The first day of the fiscal year that holds `month` ("2026-11"), yyyy-mm-dd. */
export function fiscalYearStart(month: string, startMonth: number): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  const startYear = number >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
}

/** The last day of a month ("2026-02" → "2026-02-28"). */
export function lastDayOf(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

export interface DatevBatchFacts {
  month: string;
  createdAt: Date;
  settings: AccountingSettings;
  documents: readonly ExportedDocument[];
}

/**
 * The EXTF header line. "Datum vom" is the month's first day, or the day of an earlier document
 * that was still being issued when its month was exported (it goes into this batch instead).
 */
function headerLine(facts: DatevBatchFacts): string {
  const { settings, month } = facts;
  const days = facts.documents.map(documentDay);
  const from = [`${month}-01`, ...days].sort()[0] ?? `${month}-01`;
  const created = new Date(wallTimeAsUtc(facts.createdAt.getTime()))
    .toISOString()
    .replace(/\D/g, '')
    .slice(0, 17);
  return [
    quoted('EXTF'),
    '700',
    '21',
    quoted('Buchungsstapel'),
    '13',
    created,
    '',
    quoted('HL'),
    quoted('Hofladen'),
    quoted(''),
    settings.beraterNumber,
    settings.mandantNumber,
    compactDay(fiscalYearStart(month, settings.fiscalYearStartMonth)),
    String(settings.accountLength),
    compactDay(from),
    compactDay(lastDayOf(month)),
    quoted(`Hofladen ${month}`),
    quoted(''),
    '1',
    '0',
    '0',
    quoted('EUR'),
    '',
    quoted(''),
    '',
    '',
    quoted(settings.chart),
    '',
    '',
    quoted(''),
    quoted(''),
  ].join(';');
}

function bookingLine(booking: DatevBooking): string {
  const fields: string[] = BUCHUNGSSTAPEL_COLUMNS.map(() => '');
  fields[0] = amount(booking.amountCents);
  fields[1] = quoted(booking.side);
  fields[2] = quoted('EUR');
  fields[6] = booking.account;
  fields[7] = booking.contraAccount;
  fields[8] = quoted(booking.buKey);
  fields[9] = booking.date;
  fields[10] = quoted(booking.reference);
  fields[13] = quoted(booking.text);
  return fields.join(';');
}

/** The whole file as text, CRLF line ends; encode it with `encodeWindows1252` to hand it out. */
export function datevBatch(facts: DatevBatchFacts): string {
  const lines = [
    headerLine(facts),
    BUCHUNGSSTAPEL_COLUMNS.join(';'),
    ...datevBookings(facts.documents, facts.settings).map(bookingLine),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The file names staff download: DATEV's importer looks for the EXTF_ prefix. */
export const exportFileName = (month: string, file: 'csv' | 'datev') =>
  file === 'datev' ? `EXTF_Buchungsstapel_${month}.csv` : `Belege_${month}.csv`;
