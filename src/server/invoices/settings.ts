import { eq, sql } from 'drizzle-orm';
import { documentNumberPattern } from '../../domain/document-number';
import { type CountedKind, documentYear } from '../../domain/invoice-content';
import { DEFAULT_INVOICING, InvoicingSettings } from '../../domain/shop-settings-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { documentCounters, issuedDocuments, shopSettings } from '../db/schema';
import { AppError } from '../errors';

// Staff's side of the invoicing settings; documents read them in their own issuing transaction
// (invoicing-settings.ts), so a save counts from the next document on
// (docs/shop/refunds.md#invoice-settings) — but for § 19 UStG, which counts from the next price
// and follows each order as it was sold (small-business.ts).
const KEY = 'invoicing';

/** The saved settings with the defaults for anything never saved. */
export async function invoicingSettings(db: Db): Promise<InvoicingSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
  const parsed = InvoicingSettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : DEFAULT_INVOICING;
}

const FORMAT_FIELDS = {
  invoice: 'invoiceNumberFormat',
  credit_note: 'creditNoteNumberFormat',
} as const satisfies Record<CountedKind, keyof InvoicingSettings>;

/**
 * A number `format` would still give to a document of `kind` but that a document already has
 * (the formats swapped mid-year, or one reading another's numbers): its issue would fail after
 * the payment or the refund it documents had gone through.
 */
async function numberTakenAhead(tx: Tx, kind: CountedKind, format: string, thisYear: number) {
  const pattern = documentNumberPattern(format);
  // PostgreSQL's expressions know no named groups; the pattern is otherwise the same
  const plain = pattern.source.replaceAll(/\(\?<\w+>/g, '(');
  const candidates = await tx
    .select({ number: issuedDocuments.number })
    .from(issuedDocuments)
    .where(sql`${issuedDocuments.number} ~ ${plain}`);
  if (candidates.length === 0) return null;
  const counters = await tx
    .select({ year: documentCounters.year, last: documentCounters.lastNumber })
    .from(documentCounters)
    .where(eq(documentCounters.kind, kind));
  const lastOf = new Map(counters.map((counter) => [counter.year, counter.last]));
  return (
    candidates.find(({ number }) => {
      const groups = pattern.exec(number)?.groups;
      const year = Number(groups?.year);
      // documents are numbered in the year they are issued: a past year's numbers never come again
      return year >= thisYear && Number(groups?.running) > (lastOf.get(year) ?? 0);
    })?.number ?? null
  );
}

export async function saveInvoicingSettings(
  db: Db,
  actor: Actor,
  value: InvoicingSettings,
): Promise<InvoicingSettings> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shopSettings)
      .where(eq(shopSettings.key, KEY))
      .for('update');
    const saved = InvoicingSettings.safeParse(before?.value ?? {});
    for (const [kind, field] of Object.entries(FORMAT_FIELDS) as [
      CountedKind,
      (typeof FORMAT_FIELDS)[CountedKind],
    ][]) {
      if (saved.success && saved.data[field] === value[field]) continue;
      const taken = await numberTakenAhead(tx, kind, value[field], documentYear(new Date()));
      if (taken)
        throw new AppError(
          400,
          'NUMBER_FORMAT_TAKEN',
          `Mit diesem Format bekäme ein künftiges Dokument die Nummer ${taken}, die es schon gibt. Bitte ein anderes Format wählen.`,
          { field: `body.${field}` },
        );
    }
    await tx
      .insert(shopSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
    await recordChange(tx, actor, {
      entity: 'settings',
      entityId: KEY,
      action: before ? 'updated' : 'created',
      before: (before?.value as Record<string, unknown> | undefined) ?? null,
      after: value,
    });
  });
  return invoicingSettings(db);
}
