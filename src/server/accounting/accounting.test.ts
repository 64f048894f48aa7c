import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AccountingExportRow,
  AccountingOverview,
  AccountingSettings,
} from '../../domain/accounting-schema';
import { BUCHUNGSSTAPEL_COLUMNS } from '../../domain/datev-columns';
import { accountingExports, issuedDocuments } from '../db/schema';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { issueTestDocument } from '../testing/issued-documents';
import { staffClient, suiteStaff } from '../testing/staff';

const SETTINGS: AccountingSettings = {
  beraterNumber: '29098',
  mandantNumber: '55003',
  fiscalYearStartMonth: 1,
  accountLength: 4,
  chart: '03',
  clearingAccount: '1360',
  revenueAccounts: [
    { rateBp: 1900, account: '8400', buKey: '' },
    { rateBp: 700, account: '8300', buKey: '' },
    { rateBp: 0, account: '8120', buKey: '' },
  ],
  smallBusinessAccount: '8195',
};

/** Semicolon-separated lines with DATEV's quoting ("" inside quotes), CRLF after each. */
function parseLines(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let index = 0; index < line.length; index += 1) {
        const char = line[index];
        if (quoted && char === '"' && line[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else if (char === '"') quoted = !quoted;
        else if (char === ';' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += char;
      }
      expect(quoted).toBe(false);
      return [...cells, cell];
    });
}

const cents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);

describe.each(databaseKinds())('accounting export on $name', (kind) => {
  let clock = new Date('2026-10-15T10:00:00Z');
  const shop = useTestShop(kind, { now: () => clock });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    (await staff()).request({ method, url, payload });
  const overview = async () =>
    (await call('GET', '/api/admin/accounting/exports')).json<AccountingOverview>();
  const exportMonth = (month: string) => call('POST', '/api/admin/accounting/exports', { month });
  const download = async (month: string, file: 'csv' | 'datev') => {
    const response = await call('GET', `/api/admin/accounting/exports/${month}/${file}`);
    return { response, bytes: response.rawPayload };
  };

  it('has nothing to export before the first document, and no file for an unknown month', async () => {
    expect(await overview()).toEqual({ exports: [], next: null, settingsMissing: true });
    const refused = await exportMonth('2026-09');
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'NOT_NEXT_MONTH']);
    const { response } = await download('2026-09', 'datev');
    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/accounting/exports/2026-13/csv')).statusCode).toBe(400);
  });

  it('checks the settings: an account must have the set length, only admins save them', async () => {
    const wrong = await call('PUT', '/api/admin/accounting/settings', {
      ...SETTINGS,
      clearingAccount: '13600',
    });
    expect(wrong.statusCode).toBe(400);
    const plain = await staffClient(shop().app, db(), ['staff']);
    const denied = await plain.request({
      method: 'PUT',
      url: '/api/admin/accounting/settings',
      payload: SETTINGS,
    });
    expect(denied.statusCode).toBe(403);
  });

  let october: Awaited<ReturnType<typeof issueTestDocument>>;

  it('exports a month once it is over, after the settings are saved, one month after the other', async () => {
    october = await issueTestDocument(db(), {
      kind: 'invoice',
      number: 'RE-2026-00001',
      issuedAt: '2026-10-31T22:30:00Z', // 31.10. 23:30 in Berlin (winter time)
      gross: { 1900: 2380, 700: 1070, 0: 890 },
      buyer: 'Jürgen Weiß',
    });
    await issueTestDocument(db(), {
      kind: 'invoice',
      number: 'RE-2026-00002',
      issuedAt: '2026-11-01T08:00:00Z',
      gross: { 700: 4815 },
      buyer: 'Zoë 李 "Bienenfreundin"',
    });
    expect((await overview()).next).toEqual({ month: '2026-10', ready: false, documents: 1 });
    expect((await exportMonth('2026-10')).json().error.code).toBe('MONTH_NOT_OVER');

    clock = new Date('2026-10-31T23:00:00Z'); // 1 November, 00:00 in Berlin
    const unset = await exportMonth('2026-10');
    expect([unset.statusCode, unset.json().error.code]).toEqual([
      409,
      'ACCOUNTING_SETTINGS_MISSING',
    ]);
    const saved = await call('PUT', '/api/admin/accounting/settings', SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rates).toEqual(expect.arrayContaining([1900, 700, 0]));
    expect((await exportMonth('2026-11')).json().error.code).toBe('NOT_NEXT_MONTH');
    const done = await exportMonth('2026-10');
    expect(done.statusCode).toBe(200);
    expect(done.json<AccountingExportRow>()).toMatchObject({
      month: '2026-10',
      invoices: 1,
      creditNotes: 0,
      cancellations: 0,
      invoicedCents: 4340,
      creditedCents: 0,
      cancelledCents: 0,
    });
    const [marked] = await db()
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.number, 'RE-2026-00001'));
    expect(marked?.exportId).toBe(done.json<AccountingExportRow>().id);
    expect((await overview()).next).toEqual({ month: '2026-11', ready: false, documents: 1 });
  });

  it('writes a DATEV Buchungsstapel: EXTF header, one booking per document and rate, Windows-1252', async () => {
    const { response, bytes } = await download('2026-10', 'datev');
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="EXTF_Buchungsstapel_2026-10.csv"',
    );
    const [header, columns, ...rows] = parseLines(new TextDecoder('windows-1252').decode(bytes));
    expect(header?.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    expect(header?.[5]).toBe('20261101000000000');
    expect(header?.slice(10, 17)).toEqual([
      '29098',
      '55003',
      '20260101',
      '4',
      '20261001',
      '20261031',
      'Hofladen 2026-10',
    ]);
    expect(header?.[21]).toBe('EUR');
    expect(header?.[26]).toBe('03');
    expect(header).toHaveLength(31);
    expect(columns).toEqual(BUCHUNGSSTAPEL_COLUMNS);
    expect(rows.map((row) => row.slice(0, 14))).toEqual(
      [
        ['23,80', '8400'],
        ['10,70', '8300'],
        ['8,90', '8120'],
      ].map(([amount, contra]) => [
        amount,
        'S',
        'EUR',
        '',
        '',
        '',
        '1360',
        contra,
        '',
        '3110',
        'RE-2026-00001',
        '',
        '',
        'Rechnung RE-2026-00001 Jürgen Weiß',
      ]),
    );
    expect(rows.every((row) => row.length === 125)).toBe(true);
    expect(bytes.includes(0xfc)).toBe(true); // ü as one Windows-1252 byte
  });

  it('puts later documents and corrections into the next export and never changes an earlier one', async () => {
    const before = (await download('2026-10', 'datev')).bytes;
    const beforeCsv = (await download('2026-10', 'csv')).bytes;
    // a credit note in November for the October invoice, a small business's invoice
    const creditNote = await issueTestDocument(db(), {
      kind: 'credit_note',
      number: 'GS-2026-00001',
      issuedAt: '2026-11-20T12:00:00Z',
      gross: { 1900: 2380, 0: 890 },
      refersTo: { ...october.content, orderId: october.orderId },
    });
    // the bank sent that refund back: the credit note is cancelled, the money is the shop's again
    await issueTestDocument(db(), {
      kind: 'credit_note_cancellation',
      number: 'GS-2026-00001-S',
      issuedAt: '2026-11-25T12:00:00Z',
      gross: { 1900: 2380, 0: 890 },
      refersTo: { ...creditNote.content, orderId: creditNote.orderId },
      refundId: creditNote.refundId ?? undefined,
    });
    await issueTestDocument(db(), {
      kind: 'invoice',
      number: 'RE-2026-00003',
      issuedAt: '2026-11-30T22:59:59Z',
      gross: { 0: 1500 },
      smallBusiness: true,
    });
    // still being issued as October was exported: it goes into November's export
    await issueTestDocument(db(), {
      kind: 'invoice',
      number: 'RE-2026-00004',
      issuedAt: '2026-10-31T22:59:59Z',
      gross: { 1900: 119 },
    });
    await issueTestDocument(db(), {
      kind: 'invoice',
      number: 'RE-2026-00005',
      issuedAt: '2026-11-30T23:00:00Z', // 1 December in Berlin
      gross: { 1900: 500 },
    });
    await call('PUT', '/api/admin/accounting/settings', { ...SETTINGS, clearingAccount: '1361' });
    clock = new Date('2026-12-01T09:00:00Z');
    const done = await exportMonth('2026-11');
    expect(done.json<AccountingExportRow>()).toMatchObject({
      month: '2026-11',
      invoices: 3,
      creditNotes: 1,
      cancellations: 1,
      invoicedCents: 4815 + 1500 + 119,
      // the credit note and its cancellation, each as issued
      creditedCents: 2380 + 890,
      cancelledCents: 2380 + 890,
    });
    expect((await download('2026-10', 'datev')).bytes).toEqual(before);
    expect((await download('2026-10', 'csv')).bytes).toEqual(beforeCsv);

    const text = new TextDecoder('windows-1252').decode((await download('2026-11', 'datev')).bytes);
    const [header, , ...rows] = parseLines(text);
    expect(header?.slice(14, 16)).toEqual(['20261031', '20261130']);
    const booked = rows.map((row) => [row[0], row[1], row[6], row[7], row[9], row[10]]);
    expect(booked).toEqual([
      ['1,19', 'S', '1361', '8400', '3110', 'RE-2026-00004'],
      ['48,15', 'S', '1361', '8300', '0111', 'RE-2026-00002'],
      ['23,80', 'H', '1361', '8400', '2011', 'GS-2026-00001'],
      ['8,90', 'H', '1361', '8120', '2011', 'GS-2026-00001'],
      ['23,80', 'S', '1361', '8400', '2511', 'GS-2026-00001-S'],
      ['8,90', 'S', '1361', '8120', '2511', 'GS-2026-00001-S'],
      ['15,00', 'S', '1361', '8195', '3011', 'RE-2026-00003'],
    ]);
    // the month's bookings are what the payments brought in: invoices − credit notes + cancellations
    const signed = rows.map((row) => (row[1] === 'S' ? 1 : -1) * cents(row[0] ?? ''));
    expect(signed.reduce((a, b) => a + b, 0)).toBe(119 + 4815 - 3270 + 3270 + 1500);
    expect(rows[1]?.[13]).toBe('Rechnung RE-2026-00002 Zoë ? "Bienenfreundin"');
    expect(rows[2]?.[13]).toBe('Gutschrift GS-2026-00001 zu RE-2026-00001 Erika Mustermann');
    // DATEV's Buchungstext holds 60 characters
    expect(rows[4]?.[13]).toBe('Stornierung GS-2026-00001-S zu GS-2026-00001 Erika Musterman');
    expect((await overview()).next).toEqual({ month: '2026-12', ready: false, documents: 1 });
  });

  it('writes the list as CSV: a row per document, gross, net and tax per rate, credit notes negative', async () => {
    const { response, bytes } = await download('2026-11', 'csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseLines(text);
    expect(header).toEqual([
      'Belegart',
      'Nummer',
      'Datum',
      'Bezieht sich auf',
      'Bestellung',
      'Kunde',
      'Brutto',
      'Netto',
      'Steuer',
      'Brutto 19 %',
      'Netto 19 %',
      'Steuer 19 %',
      'Brutto 7 %',
      'Netto 7 %',
      'Steuer 7 %',
      'Brutto 0 %',
      'Netto 0 %',
      'Steuer 0 %',
      'Zahlungsanbieter',
      'Referenz des Zahlungsanbieters',
    ]);
    const credit = rows.find((row) => row[1] === 'GS-2026-00001');
    expect(credit?.slice(0, 4)).toEqual([
      'Gutschrift (Rechnungskorrektur)',
      'GS-2026-00001',
      '20.11.2026',
      'RE-2026-00001',
    ]);
    expect(credit?.slice(6, 18)).toEqual([
      '-32,70',
      '-28,90',
      '-3,80',
      '-23,80',
      '-20,00',
      '-3,80',
      '',
      '',
      '',
      '-8,90',
      '-8,90',
      '0,00',
    ]);
    expect(credit?.slice(18)).toEqual(['Stripe', 're_GS-2026-00001']);
    // its cancellation counts up again, with the refund it names
    const cancellation = rows.find((row) => row[1] === 'GS-2026-00001-S');
    expect(cancellation?.slice(0, 4)).toEqual([
      'Stornierung der Gutschrift',
      'GS-2026-00001-S',
      '25.11.2026',
      'GS-2026-00001',
    ]);
    expect(cancellation?.slice(6, 9)).toEqual(['32,70', '28,90', '3,80']);
    expect(cancellation?.slice(18)).toEqual(['Stripe', 're_GS-2026-00001']);
    expect(rows.map((row) => row[1])).toEqual([
      'RE-2026-00004',
      'RE-2026-00002',
      'GS-2026-00001',
      'GS-2026-00001-S',
      'RE-2026-00003',
    ]);
    const invoice = rows.find((row) => row[1] === 'RE-2026-00002');
    expect(invoice?.[5]).toBe('Zoë 李 "Bienenfreundin"');
    expect(invoice?.[19]).toMatch(/^pi_/);
    for (const row of rows)
      expect(cents(row[6] ?? '')).toBe(cents(row[7] ?? '') + cents(row[8] ?? ''));
  });

  it('exports each document once when two staff export at the same moment', async () => {
    await issueTestDocument(db(), {
      kind: 'invoice',
      number: 'RE-2026-00006',
      issuedAt: '2026-12-10T10:00:00Z',
      gross: { 1900: 1190 },
    });
    clock = new Date('2027-01-02T09:00:00Z');
    const second = await staffClient(shop().app, db());
    const [a, b] = await Promise.all([
      exportMonth('2026-12'),
      second.request({
        method: 'POST',
        url: '/api/admin/accounting/exports',
        payload: { month: '2026-12' },
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<AccountingExportRow>().id).toBe(b.json<AccountingExportRow>().id);
    expect(a.json<AccountingExportRow>().invoices).toBe(2);
    const rows = await db()
      .select()
      .from(accountingExports)
      .where(eq(accountingExports.month, '2026-12'));
    expect(rows).toHaveLength(1);
    const unmarked = await db()
      .select()
      .from(issuedDocuments)
      .where(isNull(issuedDocuments.exportId));
    expect(unmarked).toEqual([]);
    // the mark is set once: moving a document to another export is refused
    await expect(
      db()
        .update(issuedDocuments)
        .set({ exportId: rows[0]?.id })
        .where(eq(issuedDocuments.number, 'RE-2026-00001')),
    ).rejects.toThrow();
  });

  it('refuses an export while a rate has no revenue account', async () => {
    await issueTestDocument(db(), {
      kind: 'invoice',
      number: 'RE-2027-00001',
      issuedAt: '2027-01-05T10:00:00Z',
      gross: { 1070: 1107 },
    });
    clock = new Date('2027-02-01T09:00:00Z');
    const refused = await exportMonth('2027-01');
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      expect.objectContaining({ code: 'REVENUE_ACCOUNT_MISSING', details: { rates: [1070] } }),
    ]);
    expect((await overview()).exports.map((row) => row.month)).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
    ]);
  });
});
