import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { StaffRole } from '../../domain/identity';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import { isPublicRoute } from '../http/public-routes';
import { SAFE_METHODS } from '../http/safe-methods';
import type { AccessClaims, AccessTokens } from './access-tokens';
import { ACCESS_COOKIE, fromOurPages } from './cookies';
import { activeSessionUser, type StaffUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on private routes; null on public ones. */
    staff: { user: StaffUser; claims: AccessClaims } | null;
  }
  interface FastifyContextConfig {
    /** Roles a private route needs beyond being staff. */
    staffRoles?: StaffRole[];
  }
}

const LOGIN_NEEDED = 'Bitte melde dich an.';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Deny by default: every route registered after this call that is not on the public allow-list
 * gets the staff check as its first onRequest hook, so a forgotten route is closed, and public
 * routes (the shop's hot paths) pay nothing. A valid access token is not enough: its session
 * must still be alive, so logout and disabling an account take effect at once.
 */
export function registerStaffGuard(app: FastifyInstance, db: Db, tokens: AccessTokens): void {
  app.decorateRequest('staff', null);

  async function authenticate(request: FastifyRequest) {
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[ACCESS_COOKIE];
    if (!token) throw unauthorized('UNAUTHENTICATED', LOGIN_NEEDED);
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('INVALID_TOKEN', 'Die Anmeldung ist abgelaufen oder ungültig.');
    const user = await activeSessionUser(db, claims.sid, claims.sub);
    if (!user) throw unauthorized('SESSION_ENDED', 'Die Anmeldung ist nicht mehr gültig.');
    // a cookie rides along with any request to us; only our pages can add this header
    if (!bearer && !SAFE_METHODS.has(request.method) && !fromOurPages(request))
      throw forbidden('CSRF', 'Die Anfrage kam nicht von den Seiten des Shops.');
    const needed = request.routeOptions.config.staffRoles ?? [];
    if (!needed.every((role) => user.roles.includes(role)))
      throw forbidden('FORBIDDEN', 'Dafür fehlt dir die Berechtigung.');
    request.staff = { user, claims };
  }

  const guard: onRequestHookHandler = (request, _reply, done) => {
    authenticate(request).then(() => done(), done);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => isPublicRoute(method, route.url))) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...own];
  });
}
