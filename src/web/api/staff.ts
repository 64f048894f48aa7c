import type { TokenResponse, UserInfo } from '../../domain/identity';
import {
  isUnauthorized,
  pageRequest,
  refreshSession,
  scheduleRefresh,
  staffRequest,
  stopRefresh,
  toLogin,
} from './staff-request';

const POST = { method: 'POST' } as const;

export async function login(email: string, password: string): Promise<void> {
  const body = JSON.stringify({ email, password });
  scheduleRefresh(await pageRequest<TokenResponse>('/api/auth/login', { ...POST, body }));
}

export async function logout(): Promise<void> {
  await pageRequest('/api/auth/logout', POST);
  stopRefresh();
}

// The readable user_id cookie outlives the refresh token (25 h against 12 idle hours), so
// without it there is no login to ask the server about.
const mayBeSignedIn = () =>
  document.cookie.split('; ').some((entry) => entry.startsWith('user_id='));

/** The signed-in staff member; without a login the browser goes to the login page. */
export async function fetchUserInfo(): Promise<UserInfo> {
  if (!mayBeSignedIn()) return toLogin();
  return staffRequest<UserInfo>('/api/auth/userinfo', POST);
}

/** Who is signed in, for the login page: nobody is an answer there, not a reason to redirect. */
export async function currentStaff(): Promise<UserInfo | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await pageRequest<UserInfo>('/api/auth/userinfo', POST);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
  return (await refreshSession()) ? pageRequest<UserInfo>('/api/auth/userinfo', POST) : null;
}
