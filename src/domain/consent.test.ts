import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allSwitches,
  asksOnArrival,
  CONSENT_SWITCHES,
  INCOGNITO_NOTICE_COOKIE,
  languageInfo,
  timestampWithOffset,
  VISITOR_COOKIE,
  visitorIdFromCookies,
} from './consent';
import { ConsentRequest } from './consent-schema';

describe('consent service data', () => {
  it('writes the local time with its offset, and it means the same instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (date) => {
          const text = timestampWithOffset(date);
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
          expect(Math.floor(Date.parse(text) / 1000)).toBe(Math.floor(date.getTime() / 1000));
        },
      ),
    );
  });

  it('names the first language and its base', () => {
    expect(languageInfo(['de-AT', 'de', 'en'], 'de')).toEqual({
      primary: 'de-AT',
      all: ['de-AT', 'de', 'en'],
      baseLanguage: 'de',
    });
    expect(languageInfo([], 'fr-CH')).toEqual({
      primary: 'fr-CH',
      all: ['fr-CH'],
      baseLanguage: 'fr',
    });
  });

  it('accepts a piece of service data exactly when its switch is on', () => {
    const data = {
      timestamp: '2026-11-22T21:05:09+01:00',
      browser: 'Firefox',
      operatingSystem: 'Windows 11',
      deviceType: 'Desktop',
      language: { primary: 'de', all: ['de'], baseLanguage: 'de' },
      location: { country: 'Deutschland', city: '', region: '' },
    } as const;
    const switchOf = {
      timestamp: 'timestamp',
      browser: 'browser',
      operatingSystem: 'operatingSystem',
      deviceType: 'deviceType',
      language: 'browserLanguage',
      location: 'geolocation',
    } as const;
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        fc.subarray(Object.keys(data)),
        (on, keys) => {
          const configuration = Object.fromEntries(
            CONSENT_SWITCHES.map((name, index) => [name, on[index]]),
          );
          const serviceData = Object.fromEntries(
            keys.map((key) => [key, data[key as keyof typeof data]]),
          );
          const allowed = keys.every(
            (key) => configuration[switchOf[key as keyof typeof switchOf]],
          );
          const result = ConsentRequest.safeParse({
            uuid: '0b7e4c8e-3c1d-4f7a-9a53-2f5d1c6e8a90',
            configuration,
            serviceData,
            bannerVersion: '2026-11-22',
          });
          expect(result.success).toBe(allowed);
        },
      ),
    );
    expect(Object.values(allSwitches(true)).every(Boolean)).toBe(true);
  });
});

describe('the dialog on arrival (docs/shop/consent.md#when-the-dialog-shows)', () => {
  const id = '0b5f7c1e-6a3d-4c2b-9e8f-1a2b3c4d5e6f';

  it('opens for a visitor without an id, in any other cookies', () => {
    expect(asksOnArrival(undefined)).toBe(true);
    expect(asksOnArrival('')).toBe(true);
    expect(asksOnArrival('hofladen_cart=%5B%5D; theme=dark')).toBe(true);
  });

  it('stays shut with a well-formed id (the stored decision decides) or a read notice', () => {
    expect(asksOnArrival(`${VISITOR_COOKIE}=${id}`)).toBe(false);
    expect(asksOnArrival(`a=1;${VISITOR_COOKIE}=${id}`)).toBe(false);
    expect(asksOnArrival(`${INCOGNITO_NOTICE_COOKIE}=1`)).toBe(false);
  });

  it('takes a malformed or look-alike cookie for no id', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^[0-9a-f-]{36}$/i.test(value));
        expect(visitorIdFromCookies(`${VISITOR_COOKIE}=${value}`)).toBeNull();
      }),
    );
    expect(visitorIdFromCookies(`x${VISITOR_COOKIE}=${id}`)).toBeNull();
    expect(visitorIdFromCookies(`${VISITOR_COOKIE}=${id.toUpperCase()}`)).toBe(id.toUpperCase());
  });
});
