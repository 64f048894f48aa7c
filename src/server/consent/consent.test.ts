import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allSwitches, CONSENT_BANNER_VERSION } from '../../domain/consent';
import { consentRecords } from '../db/schema';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { nextAddress } from '../testing/staff';
import { locate } from './geo';

const decision = (overrides: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  configuration: allSwitches(false),
  serviceData: {},
  bannerVersion: CONSENT_BANNER_VERSION,
  ...overrides,
});

/** The statuses of `times` look-ups of unknown visitors from one new client address. */
async function lookUps(app: FastifyInstance, times: number): Promise<number[]> {
  const remoteAddress = nextAddress();
  const answers = [];
  for (let attempt = 0; attempt < times; attempt += 1)
    answers.push(
      (await app.inject({ url: `/api/consent/${randomUUID()}`, remoteAddress })).statusCode,
    );
  return answers;
}

describe.each(databaseKinds())('cookie consent on $name', (kind) => {
  const shop = useTestShop(kind, { seed: false });
  const post = (payload: unknown, remoteAddress = nextAddress()) =>
    shop().app.inject({
      method: 'POST',
      url: '/api/consent',
      payload: payload as object,
      remoteAddress,
    });
  const latest = (uuid: string) => shop().app.inject({ url: `/api/consent/${uuid}` });
  const stored = async (uuid: string) =>
    (
      await shop()
        .database.db.select({ total: count() })
        .from(consentRecords)
        .where(eq(consentRecords.uuid, uuid))
    )[0]?.total;

  it('appends every decision and answers the latest, withdrawal included', async () => {
    const all = decision({
      configuration: allSwitches(true),
      serviceData: {
        timestamp: '2026-11-22T21:05:09+01:00',
        browser: 'Chrome',
        location: { country: 'Deutschland', city: 'Hanover', region: 'Niedersachsen' },
        operatingSystem: 'Linux',
        deviceType: 'Desktop',
        language: { primary: 'de-DE', all: ['de-DE', 'en'], baseLanguage: 'de' },
      },
    });
    expect((await post(all)).statusCode).toBe(201);
    const first = await latest(all.uuid);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      uuid: all.uuid,
      configuration: allSwitches(true),
      bannerVersion: CONSENT_BANNER_VERSION,
    });
    // the collected data is proof, not something anyone can read back
    expect(first.json()).not.toHaveProperty('serviceData');

    const withdrawn = { ...all, configuration: allSwitches(false), serviceData: {} };
    expect((await post(withdrawn)).statusCode).toBe(201);
    expect((await latest(all.uuid)).json().configuration).toEqual(allSwitches(false));
    expect(await stored(all.uuid)).toBe(2);
    const [row] = await shop()
      .database.db.select()
      .from(consentRecords)
      .where(eq(consentRecords.uuid, all.uuid))
      .limit(1);
    // no client address is kept with a record
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
  });

  it('answers 404 for a visitor without a decision', async () => {
    const response = await latest(randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses service data the visitor did not consent to, and stores nothing', async () => {
    const sneaky = decision({
      configuration: { ...allSwitches(false), timestamp: true },
      serviceData: { timestamp: '2026-11-22T21:05:09+01:00', browser: 'Chrome' },
    });
    const response = await post(sneaky);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.field).toBe('body.serviceData.browser');
    expect(await stored(sneaky.uuid)).toBe(0);
  });

  it.each([
    ['a bad uuid', decision({ uuid: 'not-a-uuid' })],
    ['an unknown key', { ...decision(), admin: true }],
    ['an unknown switch', decision({ configuration: { ...allSwitches(true), tracking: true } })],
    ['a missing switch', decision({ configuration: { timestamp: true } })],
    [
      'an unknown device',
      decision({ configuration: allSwitches(true), serviceData: { deviceType: 'Fridge' } }),
    ],
    [
      'a control character',
      decision({ configuration: allSwitches(true), serviceData: { browser: 'Chr\u0000ome' } }),
    ],
    [
      'an overlong value',
      decision({ configuration: allSwitches(true), serviceData: { browser: 'x'.repeat(101) } }),
    ],
    ['a bad banner version', decision({ bannerVersion: '<script>' })],
  ])('refuses %s with a 400 naming the field', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_INPUT' });
    expect(response.json().error.details.field).toMatch(/^body/);
  });

  it('refuses malformed JSON and a bad uuid in the path', async () => {
    const malformed = await shop().app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { 'content-type': 'application/json' },
      payload: '{"uuid":',
      remoteAddress: nextAddress(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBeTruthy();
    expect((await latest('123')).statusCode).toBe(400);
  });

  it('limits decisions per client', async () => {
    const address = nextAddress();
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      answers.push((await post(decision(), address)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('answers 60 look-ups of a stored decision a minute per client, then asks to wait', async () => {
    const answers = await lookUps(shop().app, 61);
    expect(answers.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('locates the client on the server, and a loopback client nowhere', async () => {
    const response = await shop().app.inject({ url: '/api/geo', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country: '', city: '', region: '' });
  });
});

describe('server-side geolocation', () => {
  it('names country and German state in German from the bundled database', async () => {
    expect(await locate('193.99.144.80')).toEqual({
      country: 'Deutschland',
      city: 'Hanover',
      region: 'Niedersachsen',
    });
    expect((await locate('::ffff:8.8.8.8')).country).toBe('Vereinigte Staaten');
  });

  it('places private, loopback and IPv6 addresses nowhere', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.1.20', '172.20.0.5', '::1', 'fe80::1'])
      expect(await locate(address), address).toEqual({ country: '', city: '', region: '' });
  });
});

describe.each(databaseKinds())('a shop whose visitors share addresses, on $name', (kind) => {
  const shop = useTestShop(kind, { seed: false, config: { CONSENT_RATE_LIMIT: '200' } });

  it('answers as many look-ups a minute as CONSENT_RATE_LIMIT allows', async () => {
    const answers = await lookUps(shop().app, 201);
    expect(answers.slice(0, 200).every((status) => status === 404)).toBe(true);
    expect(answers[200]).toBe(429);
  });
});
