import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, refreshTokens, users } from '../db/schema';

// a refresh token lapses after 12 idle hours; no login outlives 7 days (docs/decisions/001)
export const REFRESH_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;

export type StaffUser = typeof users.$inferSelect;

export interface IssuedRefreshToken {
  sessionId: string;
  token: string;
  expiresIn: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

async function issueToken(
  db: Pick<Db, 'insert'>,
  sessionId: string,
  sessionEnd: Date,
  now: Date,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Math.min(now.getTime() + REFRESH_IDLE_SECONDS * 1000, +sessionEnd));
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt });
  return { sessionId, token, expiresIn: Math.floor((+expiresAt - +now) / 1000) };
}

export async function startSession(db: Db, userId: string): Promise<IssuedRefreshToken> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_SECONDS * 1000);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ userId, expiresAt })
      .returning({ id: authSessions.id });
    if (!session) throw new Error('session insert returned nothing');
    return issueToken(tx, session.id, expiresAt, now);
  });
}

export type Rotation =
  | { ok: true; user: StaffUser; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' };

/**
 * Exchanges a refresh token for a new one (RFC 6819 §5.2.2.3 rotation). A token that was
 * already exchanged is a sign of theft: its whole session is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<Rotation> {
  const now = new Date();
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx
      .select({ token: refreshTokens, session: authSessions, user: users })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update', { of: refreshTokens });
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.session.revokedAt || row.user.disabled) return { ok: false, reason: 'revoked' };
    if (row.token.usedAt) {
      await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: 'reuse' })
        .where(eq(authSessions.id, row.session.id));
      return { ok: false, reason: 'reused' };
    }
    if (row.token.expiresAt <= now || row.session.expiresAt <= now)
      return { ok: false, reason: 'expired' };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.token.id));
    const next = await issueToken(tx, row.session.id, row.session.expiresAt, now);
    return { ok: true, user: row.user, next };
  });
}

/** The session a refresh token belongs to, if the token is one of ours (used or not). */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.sessionId ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'logout' })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** The staff member behind a live session: not logged out, not expired, not disabled. */
export async function activeSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<StaffUser | null> {
  const [row] = await db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
        eq(users.disabled, false),
      ),
    );
  return row?.user ?? null;
}
