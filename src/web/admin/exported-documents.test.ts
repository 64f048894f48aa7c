import { describe, expect, it } from 'vitest';
import type { AccountingExportRow } from '../../domain/accounting-schema';
import { exportedDocuments } from './exported-documents';

const row = (counts: Partial<AccountingExportRow>): AccountingExportRow => ({
  id: 1,
  month: '2026-11',
  createdAt: '2026-12-01T09:00:00.000Z',
  createdBy: 'inhaberin@hofladen.example',
  invoices: 0,
  creditNotes: 0,
  cancellations: 0,
  invoicedCents: 0,
  creditedCents: 0,
  cancelledCents: 0,
  ...counts,
});

describe('an exported month, in words', () => {
  it('counts invoices and credit notes, one or many', () => {
    expect(exportedDocuments(row({ invoices: 1, invoicedCents: 4340 }))).toBe(
      '1 Rechnung über 43,40 € · 0 Gutschriften über 0,00 €',
    );
    expect(
      exportedDocuments(
        row({ invoices: 3, invoicedCents: 6434, creditNotes: 1, creditedCents: 3270 }),
      ),
    ).toBe('3 Rechnungen über 64,34 € · 1 Gutschrift über 32,70 €');
  });

  it('names a cancelled credit note on its own, never as a negative credit', () => {
    expect(exportedDocuments(row({ cancellations: 1, cancelledCents: 1290 }))).toBe(
      '0 Rechnungen über 0,00 € · 0 Gutschriften über 0,00 € · 1 Stornierung einer Gutschrift über 12,90 €',
    );
    expect(exportedDocuments(row({ cancellations: 2, cancelledCents: 2580 }))).toContain(
      '2 Stornierungen von Gutschriften über 25,80 €',
    );
  });
});
