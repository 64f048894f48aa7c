import { createHash } from 'node:crypto';
import {
  type CollectionCounts,
  type ImportReport,
  LEGACY_COLLECTIONS,
  type LegacyCollection,
} from '../../domain/legacy-import-schema';

export type Outcome = 'created' | 'updated' | 'unchanged';

// a broken export of 50,000 ratings must not fill the memory (or the page) with reasons
const LISTED_SKIPS = 1000;

export interface ReportBuilder {
  count(collection: LegacyCollection, outcome: Outcome): void;
  skip(collection: LegacyCollection, id: string, reason: string): void;
  missing(collection: LegacyCollection): void;
  report(): ImportReport;
}

export function reportBuilder(dryRun: boolean): ReportBuilder {
  const zero = (): CollectionCounts => ({ created: 0, updated: 0, unchanged: 0, skipped: 0 });
  const collections = Object.fromEntries(
    LEGACY_COLLECTIONS.map((name) => [name, zero()]),
  ) as Record<LegacyCollection, CollectionCounts>;
  const result: ImportReport = {
    dryRun,
    collections,
    missing: [],
    skipped: [],
    skippedNotListed: 0,
  };
  return {
    count(collection, outcome) {
      collections[collection][outcome] += 1;
    },
    skip(collection, id, reason) {
      collections[collection].skipped += 1;
      if (result.skipped.length < LISTED_SKIPS) result.skipped.push({ collection, id, reason });
      else result.skippedNotListed += 1;
    },
    missing(collection) {
      result.missing.push(collection);
    },
    report: () => result,
  };
}

/** What the export said of a record, in a stable form: equal fingerprints, nothing to write. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}
