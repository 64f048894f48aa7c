import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('has safe defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./data');
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('derives the public address from PORT unless PUBLIC_URL is given', () => {
    expect(loadConfig({ PORT: '3411' }).PUBLIC_URL).toBe('http://localhost:3411');
    expect(loadConfig({ PORT: '3411', PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe(
      'https://shop.example',
    );
  });

  it('refuses a public address that is not http(s) or has a path, in German', () => {
    for (const [value, problem] of [
      ['ftp://shop.example', 'http- oder https-Adresse'],
      ['shop.example', 'http- oder https-Adresse'],
      ['https://shop.example/laden', 'ohne Pfad'],
      ['https://shop.example/?a=1', 'ohne Pfad'],
    ])
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(
        new RegExp(`Ungültige Einstellungen:\\n  PUBLIC_URL: .*${problem}`),
      );
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3626/' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:3626',
    );
  });

  it('refuses a JWT secret too short to sign with', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('treats empty values as unset', () => {
    // `PORT=` in .env meant "any free port" and a login link to localhost:0
    expect(loadConfig({ PORT: '' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ DATABASE_URL: '', STRIPE_SECRET_KEY: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable('config should have been rejected');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(message).toContain(key);
    }
  });
});
