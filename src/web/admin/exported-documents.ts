import type { AccountingExportRow } from '../../domain/accounting-schema';
import { formatEuro } from '../../domain/money';

const counted = (n: number, one: string, many: string, cents: number) =>
  `${n} ${n === 1 ? one : many} über ${formatEuro(cents)}`;

/**
 * What an exported month holds, as the accounting page says it: a cancellation of a credit note
 * is named only in a month that has one (its credit note may stand in an earlier month).
 */
export function exportedDocuments(row: AccountingExportRow): string {
  return [
    counted(row.invoices, 'Rechnung', 'Rechnungen', row.invoicedCents),
    counted(row.creditNotes, 'Gutschrift', 'Gutschriften', row.creditedCents),
    ...(row.cancellations > 0
      ? [
          counted(
            row.cancellations,
            'Stornierung einer Gutschrift',
            'Stornierungen von Gutschriften',
            row.cancelledCents,
          ),
        ]
      : []),
  ].join(' · ');
}
