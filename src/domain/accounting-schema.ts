import { z } from 'zod';

// The accounting export's settings and what the backoffice reads of the exports
// (accounting/routes.ts; docs/decisions/031-accounting-export.md).

const digits = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^\\d{${min},${max}}$`),
      `${label} besteht aus ${min === max ? min : `${min} bis ${max}`} Ziffern.`,
    );

const ACCOUNT_MESSAGE = 'Ein Konto besteht aus 4 bis 8 Ziffern, z. B. 8400.';
const account = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, ACCOUNT_MESSAGE);

/** The revenue account of one tax rate and, for a non-automatic account, its tax key. */
export const RevenueAccount = z
  .object({
    rateBp: z.number().int().min(0).max(10_000),
    account,
    buKey: z
      .string()
      .trim()
      .regex(/^\d{0,4}$/, 'Ein BU-Schlüssel besteht aus bis zu 4 Ziffern.'),
  })
  .strict();
export type RevenueAccount = z.infer<typeof RevenueAccount>;

/** SKR03 accounts (docs/shop/accounting.md#settings): staff change them with their tax adviser. */
export const DEFAULT_REVENUE_ACCOUNTS: RevenueAccount[] = [
  { rateBp: 1900, account: '8400', buKey: '' },
  { rateBp: 700, account: '8300', buKey: '' },
  { rateBp: 0, account: '8120', buKey: '' },
];

export const AccountingSettings = z
  .object({
    /** The tax adviser's DATEV number. */
    beraterNumber: digits('Die Beraternummer', 4, 7).refine(
      (value) => Number(value) >= 1001,
      'Die Beraternummer beginnt bei 1001.',
    ),
    /** The shop's client number at the tax adviser. */
    mandantNumber: digits('Die Mandantennummer', 1, 5).refine(
      (value) => Number(value) >= 1,
      'Die Mandantennummer beginnt bei 1.',
    ),
    /** The month the fiscal year begins with (1 = January). */
    fiscalYearStartMonth: z.number().int().min(1).max(12),
    /** Sachkontenlänge: digits of a general ledger account. */
    accountLength: z.number().int().min(4).max(8),
    chart: z.enum(['03', '04']),
    /** Where the payment provider's money arrives before it reaches the bank (Geldtransit). */
    clearingAccount: account,
    revenueAccounts: z
      .array(RevenueAccount)
      .min(1)
      .max(20)
      .refine(
        (rows) => new Set(rows.map((row) => row.rateBp)).size === rows.length,
        'Jeder Steuersatz braucht genau ein Erlöskonto.',
      ),
    /** Revenue of a small business (§ 19 UStG), whatever the rate. */
    smallBusinessAccount: account,
  })
  .strict()
  .superRefine((settings, context) => {
    const check = (value: string, path: (string | number)[]) => {
      if (value.length !== settings.accountLength)
        context.addIssue({
          code: 'custom',
          path,
          message: `Das Konto muss ${settings.accountLength} Ziffern haben (Sachkontenlänge).`,
        });
    };
    check(settings.clearingAccount, ['clearingAccount']);
    check(settings.smallBusinessAccount, ['smallBusinessAccount']);
    for (const [index, row] of settings.revenueAccounts.entries())
      check(row.account, ['revenueAccounts', index, 'account']);
  });
export type AccountingSettings = z.infer<typeof AccountingSettings>;

/** Everything but the adviser's numbers, which only staff can know. */
export const DEFAULT_ACCOUNTING: Omit<AccountingSettings, 'beraterNumber' | 'mandantNumber'> = {
  fiscalYearStartMonth: 1,
  accountLength: 4,
  chart: '03',
  clearingAccount: '1360',
  revenueAccounts: DEFAULT_REVENUE_ACCOUNTS,
  smallBusinessAccount: '8195',
};

export const AccountingSettingsView = z.object({
  /** Null until staff saved them: the export waits for the adviser's numbers. */
  settings: AccountingSettings.nullable(),
  /** The rates of the shop's tax classes and of the saved accounts: one account each. */
  rates: z.array(z.number().int()),
});
export type AccountingSettingsView = z.infer<typeof AccountingSettingsView>;

/** "2026-11": a Berlin calendar month. */
export const AccountingMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bitte einen Monat wie 2026-11 angeben.');

export const ExportBody = z.object({ month: AccountingMonth }).strict();

export const AccountingExportRow = z.object({
  id: z.number().int(),
  month: AccountingMonth,
  createdAt: z.string(),
  createdBy: z.string(),
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  /** Cancellations of credit notes whose refund the bank sent back. */
  cancellations: z.number().int(),
  /** Gross of the invoices, of the credit notes and of the cancellations, each positive, in cents. */
  invoicedCents: z.number().int(),
  creditedCents: z.number().int(),
  cancelledCents: z.number().int(),
});
export type AccountingExportRow = z.infer<typeof AccountingExportRow>;

export const AccountingOverview = z.object({
  exports: z.array(AccountingExportRow),
  /** The month to export next, null while no document waits and nothing was exported yet. */
  next: z
    .object({
      month: AccountingMonth,
      /** The month is over in Berlin: only then can it be exported. */
      ready: z.boolean(),
      /** Documents issued up to its end and not exported yet. */
      documents: z.number().int(),
    })
    .nullable(),
  settingsMissing: z.boolean(),
});
export type AccountingOverview = z.infer<typeof AccountingOverview>;

export const EXPORT_FILES = ['csv', 'datev'] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** "November 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} ${year}`;
}

/** The month after "2026-12": "2027-01". */
export function followingMonth(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}
