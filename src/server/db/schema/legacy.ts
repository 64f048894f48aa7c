// What the legacy shop's import (docs/decisions/036-legacy-import.md) brought in, record by record.
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per imported legacy record: its legacy id, the row it became here and a fingerprint of
 * what the export said. A run over the same export finds every fingerprint equal and writes
 * nothing; a newer export rewrites only the records whose fingerprint changed. Written in the
 * record's own transaction, so a record and its row land together or not at all.
 */
export const legacyRecords = pgTable(
  'legacy_records',
  {
    collection: text('collection').notNull(),
    legacyId: text('legacy_id').notNull(),
    targetId: text('target_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collection, table.legacyId] }),
    index('legacy_records_target_idx').on(table.collection, table.targetId),
  ],
);
