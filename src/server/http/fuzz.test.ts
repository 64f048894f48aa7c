// Property-based fuzzing of every registered route (docs/decisions/002): whatever arrives in
// path, query or body, the answer is never a 5xx, and an error is always our JSON shape.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens } from '../testing/staff';
import type { RegisteredRoute } from './route-table';

const [pglite] = databaseKinds();

const nasty = fc.constantFrom(
  '',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e308',
  'NaN',
  'p-akazienhonig',
  'c-kraeuterkurs-im-jahreskreis',
  'HONIG10',
  'HONIG\u0000',
  'a\u0000b',
  '\u001b[31m',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'ü'.repeat(300),
  'pi_sim_AAAAAAAAAAAAAAAAAAAAAAAA',
  '../../etc/passwd',
);
const text = fc.oneof(
  nasty,
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_VALUE),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

const attendee = fc.record(
  {
    courseDateId: fc.oneof(number, text),
    firstName: text,
    lastName: text,
    email: fc.oneof(text, fc.emailAddress()),
    phone: text,
  },
  { requiredKeys: [] },
);
// shapes close to the real payloads reach deeper than random JSON alone
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      lines: fc.array(
        fc.record(
          {
            productId: text,
            quantity: fc.oneof(number, text),
            course: fc.option(attendee),
            itemId: text,
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
      discountCode: fc.option(text),
      email: fc.oneof(text, fc.emailAddress()),
      password: text,
      cardNumber: fc.oneof(text, fc.constant('4242 4242 4242 4242')),
      expiry: fc.oneof(text, fc.constantFrom('12/34', '01/20', '13/99')),
      cvc: fc.oneof(text, fc.constantFrom('123', '1234')),
      refresh_token: text,
      token: text,
      transactionId: text,
      rate: fc.oneof(number, text),
      title: scalar,
      ort: scalar,
      comment: scalar,
      enabled: scalar,
      firstName: text,
      lastName: text,
      roles: fc.array(text, { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
);
const query = fc.dictionary(
  fc.constantFrom('type', 'w', 'productId', 'enabled', 'session_id', 'x'),
  text,
  { maxKeys: 3 },
);

function fill(url: string, values: string[]): string {
  let index = 0;
  return url.replace(/:\w+|\*$/g, () => {
    const value = values[index] ?? '';
    index += 1;
    // now and then a raw, undecodable escape instead of a clean one
    return value.startsWith('%') ? value : encodeURIComponent(value);
  });
}

describe('fuzzing every route', () => {
  let shop: TestShop;
  let staffToken: string;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    if (!pglite) throw new Error('no database kind');
    shop = await startTestShop(pglite, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
    const staff = await createStaff(shop.database.db);
    staffToken = (await loginTokens(shop.app, staff.email)).access_token;
    routes = shop.app.routeTable.filter((route) => route.method !== 'HEAD');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('finds routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it('refuses the inputs the probe found with 400, not 500', async () => {
    const attendee = {
      courseDateId: 1,
      firstName: 'An\u0000na',
      lastName: 'Imker',
      email: 'anna@example.org',
      phone: '0171 1234567',
    };
    const cases = [
      { url: '/api/discount-codes/HONIG%00' },
      {
        method: 'POST',
        url: '/api/checkout',
        payload: {
          lines: [{ productId: 'c-imkern-fuer-einsteiger', quantity: 1, course: attendee }],
        },
      },
      {
        method: 'POST',
        url: '/api/checkout',
        payload: {
          lines: [{ productId: 'p-akazienhonig', quantity: 1, course: null }],
          discountCode: 'HONIG\u0000',
        },
      },
      {
        method: 'POST',
        url: '/api/checkout',
        payload: {
          lines: [
            {
              productId: 'c-imkern-fuer-einsteiger',
              quantity: 1,
              course: { ...attendee, firstName: 'Anna', courseDateId: 2 ** 31 },
            },
          ],
        },
      },
    ];
    for (const request of cases) {
      const response = await shop.app.inject({ method: 'GET', ...request } as InjectOptions);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().error.code).toBe('INVALID_INPUT');
    }
  });

  it('never answers 5xx, as a visitor or as staff', async () => {
    let address = 0;
    for (const route of routes) {
      // each login costs a password hash: fewer runs there keep the test short
      const numRuns = route.url === '/api/auth/login' ? 8 : 120;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(text, fc.constantFrom('%00', '%', '%E0%A4%A')), {
            minLength: 2,
            maxLength: 2,
          }),
          query,
          body,
          fc.boolean(),
          async (params, search, payload, asStaff) => {
            address += 1;
            const response = await shop.app.inject({
              method: route.method as 'GET',
              url: fill(route.url, params),
              query: search,
              remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
              headers: asStaff ? { authorization: `Bearer ${staffToken}` } : {},
              ...(route.method === 'GET' ? {} : { payload: payload as object }),
            });
            const where = `${route.method} ${route.url} → ${response.statusCode}: ${response.body.slice(0, 200)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode >= 400 && route.url.startsWith('/api/')) {
              const json = response.json();
              expect(json.error?.code ?? json.errorMessage, where).toBeTruthy();
            }
          },
        ),
        { numRuns },
      );
    }
  }, 120_000);
});
