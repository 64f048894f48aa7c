import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_VALUE } from '../../domain/csrf';
import type { StaffUser } from './sessions';

export const ACCESS_COOKIE = 'hofladen_access';
export const REFRESH_COOKIE = 'hofladen_refresh';
// docs/shop/staff-and-backoffice.md#login-cookies: first_name, last_name, email, user_id, fhir_id
// live 90,000,000 ms
const USER_INFO_SECONDS = 90_000;
const USER_INFO_COOKIES = ['first_name', 'last_name', 'email', 'user_id', 'fhir_id'] as const;

/** Our own pages send this header; a cross-site form or link cannot (CSRF, with SameSite). */
export const fromOurPages = (request: FastifyRequest) =>
  request.headers[CSRF_HEADER] === CSRF_VALUE;

export interface CookieTokens {
  accessToken: string;
  accessExpiresIn: number;
  refreshToken: string;
  refreshExpiresIn: number;
}

export function setSessionCookies(
  reply: FastifyReply,
  tokens: CookieTokens,
  user: StaffUser,
  secure: boolean,
): void {
  const base: CookieSerializeOptions = { sameSite: 'strict', secure };
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base,
    httpOnly: true,
    path: '/api',
    maxAge: tokens.accessExpiresIn,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base,
    httpOnly: true,
    // sent to the auth endpoints only, never with ordinary API calls
    path: '/api/auth',
    maxAge: tokens.refreshExpiresIn,
  });
  const info: Record<(typeof USER_INFO_COOKIES)[number], string> = {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    user_id: user.id,
    fhir_id: user.fhirId ?? '',
  };
  // readable by the admin pages (a name to greet); they grant nothing
  for (const name of USER_INFO_COOKIES)
    reply.setCookie(name, info[name], { ...base, path: '/', maxAge: USER_INFO_SECONDS });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base: CookieSerializeOptions = { sameSite: 'strict', secure };
  reply.clearCookie(ACCESS_COOKIE, { ...base, httpOnly: true, path: '/api' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, httpOnly: true, path: '/api/auth' });
  for (const name of USER_INFO_COOKIES) reply.clearCookie(name, { ...base, path: '/' });
}
