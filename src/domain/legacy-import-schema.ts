import { z } from 'zod';

/** The legacy shop's collections, in the order an import reads them (buyers before courses). */
export const LEGACY_COLLECTIONS = [
  'buyers',
  'product_images',
  'products',
  'ratings',
  'discount_codes',
  'shipping_costs',
] as const;
export type LegacyCollection = (typeof LEGACY_COLLECTIONS)[number];

export const CollectionCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
});
export type CollectionCounts = z.infer<typeof CollectionCounts>;

export const SkippedRecord = z.object({
  collection: z.enum(LEGACY_COLLECTIONS),
  /** The record's legacy id, or its place in the file when it has none. */
  id: z.string(),
  reason: z.string(),
});
export type SkippedRecord = z.infer<typeof SkippedRecord>;

export const ImportReport = z.object({
  dryRun: z.boolean(),
  collections: z.record(z.enum(LEGACY_COLLECTIONS), CollectionCounts),
  /** Collections without a file in the export: nothing of them was read. */
  missing: z.array(z.enum(LEGACY_COLLECTIONS)),
  skipped: z.array(SkippedRecord),
  /** Skipped records beyond the list's limit (they are counted, not listed). */
  skippedNotListed: z.number().int(),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const ImportProgress = z.object({
  collection: z.enum(LEGACY_COLLECTIONS).nullable(),
  /** Bytes of the export read so far and in all: the share done. */
  done: z.number(),
  total: z.number(),
});
export type ImportProgress = z.infer<typeof ImportProgress>;

export const ImportJob = z.object({
  id: z.string(),
  state: z.enum(['checking', 'checked', 'importing', 'done', 'failed']),
  progress: ImportProgress,
  /** The dry run's report once checked; the run's once done. */
  report: ImportReport.nullable(),
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;
