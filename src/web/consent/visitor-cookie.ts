import {
  INCOGNITO_NOTICE_COOKIE,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
  visitorIdFromCookies,
} from '../../domain/consent';
import { cookieValue } from '../../domain/cookies';
import { randomUuid } from '../../domain/random-uuid';

const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');

/** The visitor id from the one necessary cookie, if there is a well-formed one. */
export function readVisitorId(): string | null {
  return visitorIdFromCookies(document.cookie);
}

/** docs/shop/consent.md#cookies: the id is made on the first decision and kept for 365 days. */
export function ensureVisitorId(): string {
  const id = readVisitorId() ?? randomUuid();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser the shop supports
  document.cookie = `${VISITOR_COOKIE}=${id}; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure()}`;
  return id;
}

/** For this window's session only: nothing outlives a private window. */
export function markIncognitoNoticeRead(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${INCOGNITO_NOTICE_COOKIE}=1; Path=/; SameSite=Lax${secure()}`;
}

export function incognitoNoticeRead(): boolean {
  return cookieValue(document.cookie, INCOGNITO_NOTICE_COOKIE) !== undefined;
}
