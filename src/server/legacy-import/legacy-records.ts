import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { LegacyCollection } from '../../domain/legacy-import-schema';
import type { Db, Tx } from '../db/client';
import { legacyRecords } from '../db/schema';

/** A legacy record kind: the collections, and the course dates and places a product brings. */
export type RecordKind = LegacyCollection | 'course_dates' | 'course_bookings';

export interface KnownRecord {
  legacyId: string;
  targetId: string;
  fingerprint: string;
}

export async function knownRecords(
  db: Db | Tx,
  kind: RecordKind,
  legacyIds: string[],
): Promise<Map<string, KnownRecord>> {
  if (legacyIds.length === 0) return new Map();
  const rows = await db
    .select({
      legacyId: legacyRecords.legacyId,
      targetId: legacyRecords.targetId,
      fingerprint: legacyRecords.fingerprint,
    })
    .from(legacyRecords)
    .where(and(eq(legacyRecords.collection, kind), inArray(legacyRecords.legacyId, legacyIds)));
  return new Map(rows.map((row) => [row.legacyId, row]));
}

export async function knownRecord(db: Db | Tx, kind: RecordKind, legacyId: string) {
  return (await knownRecords(db, kind, [legacyId])).get(legacyId);
}

/** The records of a kind whose legacy id starts with a prefix (a product's dates and places). */
export async function recordsUnder(tx: Tx, kind: RecordKind, prefix: string) {
  const escaped = prefix.replace(/[\\%_]/g, (char) => `\\${char}`);
  return tx
    .select({ legacyId: legacyRecords.legacyId, targetId: legacyRecords.targetId })
    .from(legacyRecords)
    .where(and(eq(legacyRecords.collection, kind), like(legacyRecords.legacyId, `${escaped}%`)));
}

export async function rememberRecords(tx: Tx, kind: RecordKind, records: KnownRecord[]) {
  if (records.length === 0) return;
  await tx
    .insert(legacyRecords)
    .values(records.map((record) => ({ collection: kind, ...record })))
    .onConflictDoUpdate({
      target: [legacyRecords.collection, legacyRecords.legacyId],
      set: {
        targetId: sql`excluded.target_id`,
        fingerprint: sql`excluded.fingerprint`,
        importedAt: sql`now()`,
      },
    });
}

export async function forgetRecords(tx: Tx, kind: RecordKind, legacyIds: string[]) {
  if (legacyIds.length === 0) return;
  await tx
    .delete(legacyRecords)
    .where(and(eq(legacyRecords.collection, kind), inArray(legacyRecords.legacyId, legacyIds)));
}

/** Where a legacy product went: its id here, for the old links (/produkt/<legacy id>). */
export async function productOfLegacyId(db: Db, legacyId: string): Promise<string | null> {
  return (await knownRecord(db, 'products', legacyId))?.targetId ?? null;
}
