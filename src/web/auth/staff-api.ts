import { CSRF_HEADER, CSRF_VALUE } from '../../domain/csrf';
import type { TokenResponse, UserInfo } from '../../domain/identity';
import { paths } from '../../domain/routes';
import { ApiError, apiRequest } from '../api/client';

// the tokens live in httpOnly cookies; our pages only ever see their lifetimes
const ours = { [CSRF_HEADER]: CSRF_VALUE };

const post = <T>(path: string, body?: unknown) =>
  apiRequest<T>(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: ours,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;

/** Renews the access token shortly before it lapses, so an open admin page stays signed in. */
function scheduleRefresh(lifetimes: TokenResponse): void {
  clearTimeout(refreshTimer);
  const inMs = Math.max(10, lifetimes.expires_in * 0.8) * 1000;
  refreshTimer = setTimeout(() => void refreshSession(), inMs);
}

/** One refresh at a time: parallel 401s share it (a refresh token works only once). */
export function refreshSession(): Promise<boolean> {
  refreshing ??= post<TokenResponse>('/api/auth/refresh')
    .then((lifetimes) => {
      scheduleRefresh(lifetimes);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** spec §8: a failed refresh or an ended session sends staff to the login page. */
export function toLogin(): never {
  clearTimeout(refreshTimer);
  const next = `${location.pathname}${location.search}`;
  location.assign(paths.login(next));
  throw new ApiError(401, 'UNAUTHENTICATED', 'Bitte melde dich an.');
}

/** A private call: on 401 one silent refresh and a retry, else off to the login page. */
export async function staffRequest<T>(path: string, body?: unknown): Promise<T> {
  try {
    return await post<T>(path, body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    if (!(await refreshSession())) return toLogin();
    try {
      return await post<T>(path, body);
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 401) return toLogin();
      throw retryError;
    }
  }
}

export async function login(email: string, password: string): Promise<void> {
  scheduleRefresh(await post<TokenResponse>('/api/auth/login', { email, password }));
}

export async function logout(): Promise<void> {
  clearTimeout(refreshTimer);
  await post('/api/auth/logout');
}

// the readable user-info cookie (spec §3) says whether asking the server is worth a request
const mayBeSignedIn = () =>
  document.cookie.split('; ').some((entry) => entry.startsWith('user_id='));

export const fetchUserInfo = () =>
  mayBeSignedIn() ? staffRequest<UserInfo>('/api/auth/userinfo') : Promise.resolve(toLogin());

/** Who is signed in, without being sent to the login page when nobody is. */
export async function currentStaff(): Promise<UserInfo | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await post<UserInfo>('/api/auth/userinfo');
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    if (!(await refreshSession())) return null;
    return post<UserInfo>('/api/auth/userinfo');
  }
}
