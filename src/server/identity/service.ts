import type { Introspection, LoginRequest } from '../../domain/identity';
import type { Db } from '../db/client';
import { tooManyRequests, unauthorized } from '../errors';
import { ACCESS_TOKEN_SECONDS, type AccessTokens, AUDIENCE } from './access-tokens';
import type { DeviceCookies } from './device-cookies';
import {
  type LoginAttempt,
  lockedForSeconds,
  recordFailure,
  recordSuccess,
} from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import {
  activeSessionUser,
  type IssuedRefreshToken,
  revokeSession,
  rotateRefreshToken,
  type StaffUser,
  sessionOfRefreshToken,
  startSession,
} from './sessions';
import { findUserByEmail } from './users';

export interface IdentityDeps {
  db: Db;
  tokens: AccessTokens;
  devices: DeviceCookies;
  /** The lock-out windows' clock; tests set it. */
  now?: () => Date;
}

export interface IssuedTokens {
  user: StaffUser;
  accessToken: string;
  accessExpiresIn: number;
  refreshToken: string;
  refreshExpiresIn: number;
}

const WRONG_CREDENTIALS = 'E-Mail oder Passwort ist falsch.';

async function issue(deps: IdentityDeps, user: StaffUser, refresh: IssuedRefreshToken) {
  const accessToken = await deps.tokens.sign({
    userId: user.id,
    sessionId: refresh.sessionId,
    roles: user.roles,
  });
  return {
    user,
    accessToken,
    accessExpiresIn: ACCESS_TOKEN_SECONDS,
    refreshToken: refresh.token,
    refreshExpiresIn: refresh.expiresIn,
  };
}

/**
 * Unknown e-mail, wrong password and disabled account get the same answer after the same work
 * (one password hash each), and all count towards the lock-out. A browser that signed in before
 * brings its device cookie and is locked out only by its own failures.
 */
export async function login(
  deps: IdentityDeps,
  credentials: LoginRequest,
  client: { address: string; deviceCookie?: string | undefined },
): Promise<IssuedTokens & { deviceCookie: string }> {
  const email = credentials.email.trim().toLowerCase();
  const attempt: LoginAttempt = {
    email,
    address: client.address,
    device: deps.devices.deviceOf(email, client.deviceCookie),
    now: deps.now?.() ?? new Date(),
  };
  const wait = await lockedForSeconds(deps.db, attempt);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw tooManyRequests(
      'TOO_MANY_LOGINS',
      `Zu viele fehlgeschlagene Anmeldungen. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} noch einmal.`,
      wait,
    );
  }
  const user = await findUserByEmail(deps.db, email);
  const valid = user
    ? await verifyPassword(credentials.password, user.passwordHash)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !valid || user.disabled) {
    await recordFailure(deps.db, attempt);
    throw unauthorized('INVALID_CREDENTIALS', WRONG_CREDENTIALS);
  }
  await recordSuccess(deps.db, attempt);
  const issued = await issue(deps, user, await startSession(deps.db, user.id));
  // a new nonce after every sign-in (OWASP): a copied cookie goes stale with the next login
  return { ...issued, deviceCookie: deps.devices.issue(email) };
}

export const refreshRefused = () =>
  unauthorized('INVALID_REFRESH_TOKEN', 'Die Anmeldung ist abgelaufen. Bitte melde dich neu an.');

export async function refresh(deps: IdentityDeps, refreshToken: string): Promise<IssuedTokens> {
  const rotation = await rotateRefreshToken(deps.db, refreshToken);
  if (!rotation.ok) throw refreshRefused();
  return issue(deps, rotation.user, rotation.next);
}

/** Ends the session behind either token; unknown tokens end nothing and are no error. */
export async function logout(
  deps: IdentityDeps,
  tokens: { accessToken?: string | undefined; refreshToken?: string | undefined },
): Promise<void> {
  const sessions = new Set<string>();
  if (tokens.refreshToken) {
    const session = await sessionOfRefreshToken(deps.db, tokens.refreshToken);
    if (session) sessions.add(session);
  }
  if (tokens.accessToken) {
    const claims = await deps.tokens.verify(tokens.accessToken);
    if (claims) sessions.add(claims.sid);
  }
  for (const session of sessions) await revokeSession(deps.db, session);
}

/** RFC 7662 for our access tokens: active only while signature, expiry and session all hold. */
export async function introspect(deps: IdentityDeps, token: string): Promise<Introspection> {
  const claims = await deps.tokens.verify(token);
  if (!claims) return { active: false };
  const user = await activeSessionUser(deps.db, claims.sid, claims.sub);
  if (!user) return { active: false };
  return {
    active: true,
    sub: user.id,
    username: user.email,
    scope: user.roles.join(' '),
    token_type: 'Bearer',
    exp: claims.exp,
    iat: claims.iat,
    iss: deps.tokens.issuer,
    aud: AUDIENCE,
  };
}
