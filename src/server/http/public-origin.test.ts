import { hostname } from 'node:os';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPublicOrigin, isThisMachine, type OriginRequest, parseHost } from './public-origin';

const page = (host: string | undefined, url = '/', extra: Partial<OriginRequest> = {}) => ({
  method: 'GET',
  url,
  host,
  protocol: 'http',
  localPort: 3501,
  ...extra,
});

describe('the origin a visitor is sent back to (docs/decisions/016-one-host.md)', () => {
  describe('without PUBLIC_URL', () => {
    const origin = createPublicOrigin(loadConfig({ PORT: '3501' }));

    it('keeps the host the visitor used when it names this machine at the port it came in on', () => {
      for (const host of ['127.0.0.1:3501', 'localhost:3501', '[::1]:3501', `${hostname()}:3501`])
        expect(origin.originFor(page(host))).toBe(`http://${host.toLowerCase()}`);
      expect(origin.originFor(page('LOCALHOST:3501'))).toBe('http://localhost:3501');
      expect(origin.originFor(page('127.0.0.1', '/', { localPort: 443, protocol: 'https' }))).toBe(
        'https://127.0.0.1',
      );
    });

    it('falls back to http://localhost:PORT for any other Host header', () => {
      for (const host of [
        'evil.example:3501',
        'evil.example',
        '127.0.0.1:9999',
        '127.0.0.1',
        'localhost:3501@evil.example',
        'localhost:3501/evil',
        'localhost:3501\r\nx: y',
        '[::1',
        '',
        undefined,
      ])
        expect(origin.originFor(page(host))).toBe('http://localhost:3501');
    });

    it('never hands out an origin outside this machine and its port', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 40 }), (host) => {
          const chosen = new URL(origin.originFor(page(host)));
          expect(isThisMachine(chosen.hostname.replace(/^\[(.*)\]$/, '$1'))).toBe(true);
          expect(chosen.port).toBe('3501');
        }),
      );
    });

    it('redirects no page', () => {
      expect(origin.canonicalLocation(page('127.0.0.1:3501'))).toBeNull();
    });
  });

  describe('with PUBLIC_URL set', () => {
    const origin = createPublicOrigin(
      loadConfig({ PORT: '3501', PUBLIC_URL: 'https://hofladen.example/' }),
    );

    it('moves pages on another host to the same path there', () => {
      expect(origin.canonicalLocation(page('www.hofladen.example', '/produkt/p-x?a=1'))).toBe(
        'https://hofladen.example/produkt/p-x?a=1',
      );
      expect(origin.canonicalLocation(page('127.0.0.1:3501'))).toBe('https://hofladen.example/');
      expect(origin.canonicalLocation(page('evil.example', '//evil.example/'))).toBe(
        'https://hofladen.example//evil.example/',
      );
      expect(origin.canonicalLocation(page('x', '/', { method: 'HEAD' }))).not.toBeNull();
      // a dot before the last slash, or after a question mark, names no file
      expect(origin.canonicalLocation(page('x', '/v1.2/kurse'))).not.toBeNull();
      expect(origin.canonicalLocation(page('x', '/suche?q=a.b'))).not.toBeNull();
      expect(origin.canonicalLocation(page('x', '/apiary'))).not.toBeNull();
    });

    it('serves its own host, the API, assets and anything but GET and HEAD where they are', () => {
      for (const request of [
        page('hofladen.example'),
        page('HofLaden.example:443'),
        page('www.hofladen.example', '/api/products'),
        page('www.hofladen.example', '/api'),
        page('www.hofladen.example', '/assets/main-1a2b.js'),
        page('www.hofladen.example', '/robots.txt'),
        page('www.hofladen.example', '/favicon.ico?v=2'),
        page('www.hofladen.example', '/api?x=1'),
        page('www.hofladen.example', '/einkaufswagen', { method: 'POST' }),
      ])
        expect(origin.canonicalLocation(request)).toBeNull();
    });

    it('sends every visitor to PUBLIC_URL to pay', () => {
      expect(origin.originFor(page('127.0.0.1:3501'))).toBe('https://hofladen.example');
    });
  });

  it('reads a Host header only when it is a name or address and a port', () => {
    expect(parseHost('Shop.Example:8080')).toEqual({ name: 'shop.example', port: 8080 });
    expect(parseHost('[::1]:3000')).toEqual({ name: '::1', port: 3000 });
    for (const bad of ['a b', 'a:0', 'a:70000', 'user@a', 'a/b', '[zz]', '-a', 'a..b'])
      expect(parseHost(bad)).toBeNull();
  });
});
