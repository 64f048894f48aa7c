import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_SECONDS } from '../../domain/consent';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visitor id from the one necessary cookie, if there is a well-formed one. */
export function readVisitorId(): string | null {
  const prefix = `${VISITOR_COOKIE}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  const value = entry?.slice(prefix.length) ?? '';
  return UUID.test(value) ? value : null;
}

/** spec §4: the id is made on the first decision and kept for 365 days. */
export function ensureVisitorId(): string {
  const id = readVisitorId() ?? crypto.randomUUID();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISITOR_COOKIE}=${id}; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  return id;
}
