// Cookie consent (docs/shop/consent.md; docs/decisions/008-cookie-consent.md). Pure and free of
// zod: the footer link and the consent gate on every page use it.

import { cookieValue } from './cookies';

/** The visitor's id, the one necessary cookie; its absence means "ask". */
export const VISITOR_COOKIE = 'hofladen_visitor';
/** docs/shop/consent.md#cookies: 365 days. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * A session cookie: this private window's visitor read the incognito notice
 * (docs/shop/consent.md#incognito-notice). A cookie, not session storage, so the server too knows
 * not to send the dialog again.
 */
export const INCOGNITO_NOTICE_COOKIE = 'hofladen_incognito_ok';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visitor id in a `Cookie` header or `document.cookie`, if there is a well-formed one. */
export function visitorIdFromCookies(cookies: string | undefined): string | null {
  const value = cookieValue(cookies, VISITOR_COOKIE) ?? '';
  return UUID.test(value) ? value : null;
}

/**
 * docs/shop/consent.md#when-the-dialog-shows: a page opens with the dialog when there is no visitor
 * id (nor a read incognito notice). With an id, only the stored decision can tell, and the browser
 * asks for it.
 */
export function asksOnArrival(cookies: string | undefined): boolean {
  return (
    visitorIdFromCookies(cookies) === null &&
    cookieValue(cookies, INCOGNITO_NOTICE_COOKIE) === undefined
  );
}

/**
 * The dialog's wording and choices as shown. A record names the version it was given under; a
 * visitor whose latest record is older is asked again.
 */
export const CONSENT_BANNER_VERSION = '2026-11-22';

export const CONSENT_SWITCHES = [
  'timestamp',
  'browser',
  'geolocation',
  'operatingSystem',
  'deviceType',
  'browserLanguage',
] as const;
export type ConsentSwitch = (typeof CONSENT_SWITCHES)[number];
export type ConsentConfiguration = Record<ConsentSwitch, boolean>;

export const allSwitches = (on: boolean): ConsentConfiguration =>
  Object.fromEntries(CONSENT_SWITCHES.map((name) => [name, on])) as ConsentConfiguration;

export const DEVICE_TYPES = ['Desktop', 'Mobile', 'Tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface GeoLocation {
  country: string;
  city: string;
  region: string;
}

export interface LanguageInfo {
  primary: string;
  all: string[];
  baseLanguage: string;
}

/**
 * docs/shop/consent.md#what-is-collected: what the consented services collected; a key is present
 * only when switched on.
 */
export interface ServiceData {
  timestamp?: string;
  browser?: string;
  location?: GeoLocation;
  operatingSystem?: string;
  deviceType?: DeviceType;
  language?: LanguageInfo;
}

/** Which switch allows each piece of service data: nothing is collected without its switch. */
export const SERVICE_DATA_SWITCH: Record<keyof ServiceData, ConsentSwitch> = {
  timestamp: 'timestamp',
  browser: 'browser',
  location: 'geolocation',
  operatingSystem: 'operatingSystem',
  deviceType: 'deviceType',
  language: 'browserLanguage',
};

/**
 * "2026-11-22T21:05:09+01:00": the visitor's local time with its offset
 * (docs/shop/consent.md#what-is-collected).
 */
export function timestampWithOffset(date: Date): string {
  const pad = (value: number) => String(Math.trunc(Math.abs(value))).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/**
 * docs/shop/consent.md#what-is-collected: the browser's languages, the first one, and its base
 * ("de-AT" → "de").
 */
export function languageInfo(languages: readonly string[], fallback: string): LanguageInfo {
  const all = languages.length > 0 ? [...languages] : [fallback];
  const primary = all[0] ?? fallback;
  return { primary, all, baseLanguage: primary.split('-')[0] ?? primary };
}
