import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures, loginKnownAddresses } from '../db/schema';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
// a known device is locked on its own; nobody else's failures count against it
export const MAX_FAILURES_PER_DEVICE = 10;
// below the account's ceiling: one attacking address alone never locks the owner out
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
// guesses from unknown devices, wherever they come from: brute force stays as slow as before
export const MAX_FAILURES_PER_ACCOUNT = 10;
// a shop's staff share one office address: generous, but a password spray still stops
export const MAX_FAILURES_PER_ADDRESS = 50;
// an address the account signed in from passes the account's ceiling for this long
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

export interface LoginAttempt {
  email: string;
  address: string;
  /** Nonce of a valid device cookie for `email`, else null. */
  device: string | null;
  now: Date;
}

const unknownDevice = isNull(loginFailures.device);

async function knownAddress(db: Db, { email, address, now }: LoginAttempt): Promise<boolean> {
  const [row] = await db
    .select({ email: loginKnownAddresses.email })
    .from(loginKnownAddresses)
    .where(
      and(
        eq(loginKnownAddresses.email, email),
        eq(loginKnownAddresses.clientAddress, address),
        gt(loginKnownAddresses.lastSuccessAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    );
  return row !== undefined;
}

/** The windows that apply to this attempt (OWASP "device cookies" plus account/address pairs). */
async function windows(db: Db, attempt: LoginAttempt): Promise<[SQL, number][]> {
  const { email, address, device } = attempt;
  const ofAccount = eq(loginFailures.email, email);
  if (device !== null)
    return [[and(ofAccount, eq(loginFailures.device, device)) as SQL, MAX_FAILURES_PER_DEVICE]];
  const fromAddress = eq(loginFailures.clientAddress, address);
  const applying: [SQL, number][] = [
    [and(ofAccount, fromAddress, unknownDevice) as SQL, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS],
    [and(fromAddress, unknownDevice) as SQL, MAX_FAILURES_PER_ADDRESS],
  ];
  if (!(await knownAddress(db, attempt)))
    applying.push([and(ofAccount, unknownDevice) as SQL, MAX_FAILURES_PER_ACCOUNT]);
  return applying;
}

/**
 * Seconds until the next try is allowed, or 0. Counted in the database so every server process
 * sees the same failures; one query counts every window.
 */
export async function lockedForSeconds(db: Db, attempt: LoginAttempt): Promise<number> {
  const { email, address, now } = attempt;
  const applying = await windows(db, attempt);
  const columns: Record<string, SQL> = {};
  applying.forEach(([condition], index) => {
    columns[`failures${index}`] = sql`count(*) filter (where ${condition})`;
    columns[`oldest${index}`] = sql`min(${loginFailures.createdAt}) filter (where ${condition})`;
  });
  const [row] = await db
    .select(columns)
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS)),
        or(eq(loginFailures.email, email), eq(loginFailures.clientAddress, address)),
      ),
    );
  let wait = 0;
  applying.forEach(([, limit], index) => {
    const failures = Number(row?.[`failures${index}`] ?? 0);
    const oldest = row?.[`oldest${index}`];
    if (failures < limit || !oldest) return;
    const until = new Date(oldest as string | Date).getTime() + FAILURE_WINDOW_MS;
    wait = Math.max(wait, 1, Math.ceil((until - now.getTime()) / 1000));
  });
  return wait;
}

export async function recordFailure(db: Db, attempt: LoginAttempt): Promise<void> {
  const { email, address, device, now } = attempt;
  await db.insert(loginFailures).values({ email, clientAddress: address, device, createdAt: now });
  // old rows only ever count against nobody
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - 2 * FAILURE_WINDOW_MS)));
}

/**
 * A sign-in forgives only its own device's or address's failures: the owner signing in must not
 * reset the budget of someone guessing elsewhere.
 */
export async function recordSuccess(db: Db, attempt: LoginAttempt): Promise<void> {
  const { email, address, device, now } = attempt;
  const own =
    device !== null
      ? eq(loginFailures.device, device)
      : and(eq(loginFailures.clientAddress, address), unknownDevice);
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), own));
  await db
    .insert(loginKnownAddresses)
    .values({ email, clientAddress: address, lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.email, loginKnownAddresses.clientAddress],
      set: { lastSuccessAt: now },
    });
  await db
    .delete(loginKnownAddresses)
    .where(lt(loginKnownAddresses.lastSuccessAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)));
}
