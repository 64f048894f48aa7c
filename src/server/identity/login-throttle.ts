import { and, count, eq, gt, lt, min, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
// a shop's staff share one office address: generous, but a password spray still stops
export const MAX_FAILURES_PER_ADDRESS = 50;

/**
 * Seconds until the next try is allowed, or 0. Counted in the database so every server process
 * sees the same failures.
 */
export async function lockedForSeconds(db: Db, email: string, address: string): Promise<number> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const window = async (match: SQL, limit: number) => {
    const [row] = await db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(match, gt(loginFailures.createdAt, since)));
    if (!row || row.failures < limit || !row.oldest) return 0;
    const oldest = new Date(row.oldest).getTime();
    return Math.max(1, Math.ceil((oldest + FAILURE_WINDOW_MS - Date.now()) / 1000));
  };
  return Math.max(
    await window(eq(loginFailures.email, email), MAX_FAILURES_PER_ACCOUNT),
    await window(eq(loginFailures.clientAddress, address), MAX_FAILURES_PER_ADDRESS),
  );
}

export async function recordFailure(db: Db, email: string, address: string): Promise<void> {
  await db.insert(loginFailures).values({ email, clientAddress: address });
  // old rows only ever count against nobody
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(Date.now() - 2 * FAILURE_WINDOW_MS)));
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
