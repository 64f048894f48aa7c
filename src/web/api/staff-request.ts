import { CSRF_HEADER, CSRF_VALUE } from '../../domain/csrf';
import type { TokenResponse } from '../../domain/identity';
import { paths } from '../../domain/routes';
import { apiRequest, hasStatus } from './client';

/** The cookies always go along, so a call cannot opt out of them; headers are plain objects. */
export type StaffInit = Omit<RequestInit, 'credentials' | 'headers'> & {
  headers?: Record<string, string>;
};

/**
 * A call from our own pages. The tokens live in httpOnly cookies that page scripts never see;
 * the header is what a cross-site form cannot send (CSRF, docs/decisions/001).
 */
export function pageRequest<T>(path: string, init: StaffInit = {}): Promise<T> {
  return apiRequest<T>(path, {
    ...init,
    credentials: 'same-origin',
    headers: { ...init.headers, [CSRF_HEADER]: CSRF_VALUE },
  });
}

export const isUnauthorized = (error: unknown) => hasStatus(error, 401);

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;

/** Renews the access token at 80 % of its life, so an open admin page stays signed in. */
export function scheduleRefresh({ expires_in }: TokenResponse): void {
  clearTimeout(refreshTimer);
  // a failed renewal needs nothing here: the next private call meets the 401 and tries again
  const renew = () => void refreshSession().catch(() => undefined);
  refreshTimer = setTimeout(renew, Math.max(10, expires_in * 0.8) * 1000);
}

export function stopRefresh(): void {
  clearTimeout(refreshTimer);
}

// A refresh token works once; presented again it ends the whole session (docs/decisions/001).
// So open tabs take turns, and each sends the cookie the previous one just received.
const oneTabAtATime = async <T>(work: () => Promise<T>): Promise<T> =>
  navigator.locks ? await navigator.locks.request('hofladen-staff-refresh', work) : work();

/**
 * Renews the session: true when renewed, false when the server has ended it. Parallel 401s in
 * this tab share one refresh. A network failure rejects: it is no reason to sign anybody out.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= oneTabAtATime(() =>
    pageRequest<TokenResponse>('/api/auth/refresh', { method: 'POST' }),
  )
    .then((lifetimes) => {
      scheduleRefresh(lifetimes);
      return true;
    })
    .catch((error: unknown) => {
      if (isUnauthorized(error)) return false;
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * docs/shop/staff-and-backoffice.md#ended-sessions: an ended login goes to the login page, which
 * brings staff back here afterwards.
 */
export function toLogin(): Promise<never> {
  stopRefresh();
  location.assign(paths.login(`${location.pathname}${location.search}`));
  // the browser is leaving: settling would only flash an error until the login page arrives
  return new Promise<never>(() => undefined);
}

/** A private call: on a 401 one silent refresh and one retry, else off to the login page. */
export async function staffRequest<T>(path: string, init: StaffInit = {}): Promise<T> {
  try {
    return await pageRequest<T>(path, init);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
  if (!(await refreshSession())) return toLogin();
  try {
    return await pageRequest<T>(path, init);
  } catch (error) {
    if (isUnauthorized(error)) return toLogin();
    throw error;
  }
}
