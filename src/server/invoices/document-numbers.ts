import { sql } from 'drizzle-orm';
import type { DocumentKind } from '../../domain/invoice-content';
import type { Tx } from '../db/client';
import { documentCounters } from '../db/schema';

/**
 * The next running number of `kind` in `year`. The counter row stays locked until the calling
 * transaction ends: concurrent issuers wait their turn, and a transaction that rolls back gives
 * its number back — so the numbers that exist run 1, 2, 3 … without a gap or a duplicate.
 * Take it as late in the transaction as possible: the lock is held until commit.
 */
export async function takeDocumentNumber(
  tx: Tx,
  kind: DocumentKind,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error('document counter not written');
  return row.lastNumber;
}
