import { and, asc, count, desc, eq, inArray, isNull, lt, max, min, sql, sum } from 'drizzle-orm';
import { accountingCsv, accountingCsvBytes } from '../../domain/accounting-csv';
import type { ExportedDocument } from '../../domain/accounting-documents';
import {
  type AccountingExportRow,
  type AccountingOverview,
  type ExportFile,
  followingMonth,
  monthLabel,
} from '../../domain/accounting-schema';
import { berlinDay, berlinInstant } from '../../domain/berlin-time';
import { datevBatch, exportFileName, ratesWithoutAccount } from '../../domain/datev-batch';
import type { DocumentKind } from '../../domain/invoice-content';
import { ratePercent } from '../../domain/tax';
import { encodeWindows1252 } from '../../domain/windows-1252';
import type { Actor } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { accountingExports, issuedDocuments, orders, refunds } from '../db/schema';
import { conflict, notFound } from '../errors';
import { accountingSettings } from './settings';

// Monthly exports of the issued invoices and credit notes for the tax adviser
// (docs/decisions/031-accounting-export.md, docs/shop/accounting.md).

export interface AccountingDeps {
  db: Db;
  now?: () => Date;
}

/** The instant a Berlin month begins. */
const monthStart = (month: string) => berlinInstant(`${month}-01`, '00:00');

const unexportedBefore = (end: Date) =>
  and(isNull(issuedDocuments.exportId), lt(issuedDocuments.issuedAt, end));

/**
 * The month to export next: the one after the last export; before the first export, the month
 * of the oldest document. Null while there is neither.
 */
async function nextMonth(db: Db | Tx): Promise<string | null> {
  const [last] = await db.select({ month: max(accountingExports.month) }).from(accountingExports);
  if (last?.month) return followingMonth(last.month);
  const [oldest] = await db
    .select({ issuedAt: min(issuedDocuments.issuedAt) })
    .from(issuedDocuments)
    .where(isNull(issuedDocuments.exportId));
  return oldest?.issuedAt ? berlinDay(new Date(oldest.issuedAt)).slice(0, 7) : null;
}

async function exportRows(db: Db | Tx): Promise<AccountingExportRow[]> {
  const rows = await db.select().from(accountingExports).orderBy(desc(accountingExports.month));
  const totals = await db
    .select({
      exportId: issuedDocuments.exportId,
      kind: issuedDocuments.kind,
      documents: count(),
      cents: sum(issuedDocuments.grossCents).mapWith(Number),
    })
    .from(issuedDocuments)
    .where(
      inArray(
        issuedDocuments.exportId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(issuedDocuments.exportId, issuedDocuments.kind);
  const of = (id: number, kind: DocumentKind) =>
    totals.find((total) => total.exportId === id && total.kind === kind);
  return rows.map((row) => ({
    id: row.id,
    month: row.month,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    invoices: of(row.id, 'invoice')?.documents ?? 0,
    creditNotes: of(row.id, 'credit_note')?.documents ?? 0,
    cancellations: of(row.id, 'credit_note_cancellation')?.documents ?? 0,
    invoicedCents: of(row.id, 'invoice')?.cents ?? 0,
    creditedCents: of(row.id, 'credit_note')?.cents ?? 0,
    cancelledCents: of(row.id, 'credit_note_cancellation')?.cents ?? 0,
  }));
}

export async function accountingOverview(deps: AccountingDeps): Promise<AccountingOverview> {
  const now = deps.now?.() ?? new Date();
  const month = await nextMonth(deps.db);
  let next: AccountingOverview['next'] = null;
  if (month) {
    const end = monthStart(followingMonth(month));
    const [waiting] = await deps.db
      .select({ documents: count() })
      .from(issuedDocuments)
      .where(unexportedBefore(end));
    next = { month, ready: now >= end, documents: waiting?.documents ?? 0 };
  }
  return {
    exports: await exportRows(deps.db),
    next,
    settingsMissing: (await accountingSettings(deps.db)) === null,
  };
}

/** The documents an export takes, oldest first, with the provider's reference of each. */
async function documentsUpTo(tx: Tx, end: Date) {
  const rows = await tx
    .select({
      id: issuedDocuments.id,
      content: issuedDocuments.content,
      provider: orders.provider,
      paymentIntentId: orders.paymentIntentId,
      paymentSessionId: orders.paymentSessionId,
      refundId: refunds.providerRefundId,
    })
    .from(issuedDocuments)
    .innerJoin(orders, eq(orders.id, issuedDocuments.orderId))
    .leftJoin(refunds, eq(refunds.id, issuedDocuments.refundId))
    .where(unexportedBefore(end))
    .orderBy(asc(issuedDocuments.issuedAt), asc(issuedDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    document: {
      content: row.content,
      provider: row.provider,
      providerReference:
        row.content.kind === 'invoice'
          ? (row.paymentIntentId ?? row.paymentSessionId)
          : row.refundId,
    } satisfies ExportedDocument,
  }));
}

/**
 * Exports the next month once it is over: its documents and any left from before, marked with
 * the export in one transaction. Staff exporting at once queue on the table lock; the later one
 * finds the month done and gets that export. Issuing waits for the export (and the export for
 * payments being settled), so a document is either in this export or in the next.
 */
export async function exportMonth(
  deps: AccountingDeps,
  actor: Actor,
  month: string,
): Promise<AccountingExportRow> {
  const now = deps.now?.() ?? new Date();
  const id = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${accountingExports} in exclusive mode`);
    const [done] = await tx
      .select({ id: accountingExports.id })
      .from(accountingExports)
      .where(eq(accountingExports.month, month));
    if (done) return done.id;
    const next = await nextMonth(tx);
    if (next !== month)
      throw conflict(
        'NOT_NEXT_MONTH',
        next
          ? `Als Nächstes ist ${monthLabel(next)} zu exportieren.`
          : 'Es gibt noch keine Rechnungen oder Gutschriften zu exportieren.',
        { next },
      );
    const end = monthStart(followingMonth(month));
    if (now < end) throw conflict('MONTH_NOT_OVER', `${monthLabel(month)} ist noch nicht zu Ende.`);
    const settings = await accountingSettings(tx);
    if (!settings)
      throw conflict(
        'ACCOUNTING_SETTINGS_MISSING',
        'Bitte zuerst Berater- und Mandantennummer unter „Einstellungen für den Export“ speichern.',
      );
    await tx.execute(sql`lock table ${issuedDocuments} in share mode`);
    const taken = await documentsUpTo(tx, end);
    const documents = taken.map((entry) => entry.document);
    const missing = ratesWithoutAccount(documents, settings);
    if (missing.length > 0)
      throw conflict(
        'REVENUE_ACCOUNT_MISSING',
        `Für ${missing.map(ratePercent).join(', ')} ist kein Erlöskonto eingestellt.`,
        { rates: missing },
      );
    const [created] = await tx
      .insert(accountingExports)
      .values({
        month,
        documentCount: documents.length,
        createdBy: actor.name,
        createdAt: now,
        csv: accountingCsv(documents),
        datev: datevBatch({ month, createdAt: now, settings, documents }),
      })
      .returning({ id: accountingExports.id });
    if (!created) throw new Error('export row not written');
    if (taken.length > 0)
      await tx
        .update(issuedDocuments)
        .set({ exportId: created.id })
        .where(
          inArray(
            issuedDocuments.id,
            taken.map((entry) => entry.id),
          ),
        );
    return created.id;
  });
  const [row] = (await exportRows(deps.db)).filter((entry) => entry.id === id);
  if (!row) throw new Error('export not found after writing it');
  return row;
}

/** An export's file as it was made: the same bytes on every download. */
export async function exportFile(
  db: Db,
  month: string,
  file: ExportFile,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const [row] = await db
    .select({ csv: accountingExports.csv, datev: accountingExports.datev })
    .from(accountingExports)
    .where(eq(accountingExports.month, month));
  if (!row) throw notFound('Dieser Monat wurde nicht exportiert.');
  return {
    bytes: file === 'csv' ? accountingCsvBytes(row.csv) : encodeWindows1252(row.datev),
    fileName: exportFileName(month, file),
  };
}
