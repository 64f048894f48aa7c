import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CreateUserRequest,
  Introspection,
  LoginRequest,
  Message,
  RefreshRequest,
  TokenRequest,
  TokenResponse,
  UserCreated,
  UserInfo,
} from '../../domain/identity';
import { actorOf, recordChange } from '../audit/service';
import type { Db } from '../db/client';
import { AppError, forbidden } from '../errors';
import type { Api } from '../http/typed-routes';
import { clearSessionCookies, fromOurPages, REFRESH_COOKIE, setSessionCookies } from './cookies';
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from './device-cookies';
import { bearerToken } from './guard';
import {
  type IdentityDeps,
  type IssuedTokens,
  introspect,
  login,
  logout,
  refresh,
  refreshRefused,
} from './service';
import { createUser, userInfo } from './users';

export interface IdentityRouteDeps extends IdentityDeps {
  db: Db;
  /** Sign-in requests per minute and address (`LOGIN_RATE_LIMIT`). */
  loginRateLimit: number;
  /** Cookies get `Secure` when the shop is served over https. */
  secureCookies: boolean;
}

/**
 * Our pages (they send the CSRF header) get the tokens as httpOnly cookies only, so page scripts
 * never hold them; other API clients get them in the body (the shape of
 * docs/shop/staff-and-backoffice.md#identity-service).
 */
function answerWithTokens(
  deps: IdentityRouteDeps,
  reply: FastifyReply,
  issued: IssuedTokens,
  asCookies: boolean,
): TokenResponse {
  const lifetimes = {
    token_type: 'Bearer' as const,
    expires_in: issued.accessExpiresIn,
    refresh_expires_in: issued.refreshExpiresIn,
  };
  if (!asCookies)
    return { access_token: issued.accessToken, refresh_token: issued.refreshToken, ...lifetimes };
  setSessionCookies(reply, issued, issued.user, deps.secureCookies);
  return lifetimes;
}

/**
 * docs/shop/staff-and-backoffice.md#identity-service: createuser answers errors as
 * `{ errorMessage }`; our error shape rides along.
 */
function answerWithErrorMessage(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  // the rest (rate limits, framework errors) takes the app's usual way
  if (!(error instanceof AppError)) throw error;
  return reply.status(error.status).send({
    errorMessage: error.message,
    error: { code: error.code, message: error.message, details: error.details },
  });
}

const tags = ['Anmeldung'];
// a client without a body (a cookie refresh, a bare logout) sends nothing at all
const OptionalRefresh = RefreshRequest.nullish();
const OptionalToken = TokenRequest.nullish();

export function identityRoutes(app: Api, deps: IdentityRouteDeps): void {
  app.post(
    '/api/auth/login',
    {
      // each try costs a password hash: a flood from one address stops here first
      config: { rateLimit: { max: deps.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign in: tokens in the body, or as httpOnly cookies for the shop’s own pages',
        body: LoginRequest,
        response: { 200: TokenResponse },
      },
    },
    async (request, reply) => {
      const issued = await login(deps, request.body, {
        address: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      reply.setCookie(DEVICE_COOKIE, issued.deviceCookie, {
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.secureCookies,
        // only the login needs it; no other request carries it
        path: '/api/auth/login',
        maxAge: DEVICE_COOKIE_SECONDS,
      });
      reply.header('cache-control', 'no-store');
      return answerWithTokens(deps, reply, issued, fromOurPages(request));
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'New tokens for a refresh token (body or cookie); the old one stops working',
        body: OptionalRefresh,
        response: { 200: TokenResponse },
      },
    },
    async (request, reply) => {
      const sent = request.body?.refresh_token;
      const fromCookie = !sent;
      const token = sent ?? request.cookies[REFRESH_COOKIE];
      if (fromCookie && token && !fromOurPages(request))
        throw forbidden('CSRF', 'Die Anfrage kam nicht von den Seiten des Shops.');
      try {
        if (!token) throw refreshRefused();
        const issued = await refresh(deps, token);
        reply.header('cache-control', 'no-store');
        return answerWithTokens(deps, reply, issued, fromCookie);
      } catch (error) {
        if (fromCookie) clearSessionCookies(reply, deps.secureCookies);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the session of a refresh token (body or cookie)',
        body: OptionalRefresh,
        response: { 200: Message },
      },
    },
    async (request, reply) => {
      const sent = request.body?.refresh_token;
      const cookieRefresh = request.cookies[REFRESH_COOKIE];
      if (!sent && cookieRefresh && !fromOurPages(request))
        throw forbidden('CSRF', 'Die Anfrage kam nicht von den Seiten des Shops.');
      await logout(deps, {
        refreshToken: sent ?? cookieRefresh,
        accessToken: bearerToken(request),
      });
      clearSessionCookies(reply, deps.secureCookies);
      return { message: 'Du bist abgemeldet.' };
    },
  );

  app.post(
    '/api/auth/userinfo',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member',
        body: OptionalToken,
        response: { 200: UserInfo },
      },
    },
    async (request) => {
      if (!request.staff) throw new Error('the staff guard did not run');
      return userInfo(request.staff.user);
    },
  );

  app.post(
    '/api/auth/introspect',
    {
      schema: {
        tags,
        summary: 'RFC 7662: is a token active, and whose is it',
        body: OptionalToken,
        response: { 200: Introspection },
      },
    },
    async (request) => introspect(deps, request.body?.token ?? ''),
  );

  app.post(
    '/api/auth/createuser',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags,
        summary: 'Create a staff account (admins only); errors also carry `errorMessage`',
        body: CreateUserRequest,
        response: { 201: UserCreated },
      },
      errorHandler: answerWithErrorMessage,
    },
    async (request, reply) => {
      const input = request.body;
      const actor = actorOf(request);
      // hashing inside the transaction costs a moment; an account without its entry costs trust
      const user = await deps.db.transaction(async (tx) => {
        const created = await createUser(tx, input);
        await recordChange(tx, actor, {
          entity: 'staff_user',
          entityId: created.id,
          action: 'created',
          after: {
            email: created.email,
            firstName: created.firstName,
            lastName: created.lastName,
            roles: created.roles,
          },
        });
        return created;
      });
      request.log.info({ userId: user.id, by: request.staff?.user.id }, 'staff user created');
      return reply
        .status(201)
        .send({ message: `Das Konto für ${user.email} wurde angelegt.`, id: user.id });
    },
  );
}
