// Property-based fuzzing of every registered route (docs/decisions/002): whatever arrives in
// path, query, body or the shop's cookies — NUL and lone UTF-16 surrogates in every string
// position included — the answer is never a 5xx, and an error is always our JSON shape.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '../../domain/text';
import { startTestShop, type TestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import {
  arbitraryFor,
  type DocumentedOperation,
  documentedOperations,
  type JsonSchema,
} from '../testing/openapi-arbitraries';
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
  '\ud800',
  '\udfff',
  'Bienen\ud83d',
  '\udc1d\ud83d',
  'standard\u0000',
  'anna\u0000@example.org',
);
// characters PostgreSQL cannot store or UTF-8 cannot carry, mixed into ordinary ones
const unstorableUnit = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d', '\udc1d'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const unstorable = fc.string({ unit: unstorableUnit, minLength: 1, maxLength: 12 });
const text = fc.oneof(
  nasty,
  unstorable,
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_VALUE),
);

// JSON in general, and JSON whose strings PostgreSQL cannot store
const junkBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 3, stringUnit: unstorableUnit }),
  fc.dictionary(unstorable, fc.oneof(text, number), { maxKeys: 3 }),
);
const junkQuery = fc.dictionary(fc.oneof(text, unstorable), text, { maxKeys: 2 });
const junkPathValue = fc.oneof(text, fc.constantFrom('%00', '%', '%E0%A4%A'));
/** Requests the shop takes as they are; the taint property below spoils one string in each. */
interface ValidRequest {
  method: 'GET' | 'POST' | 'PUT';
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}
const taxDefaults = Object.fromEntries(
  ['honig', 'drink', 'course', 'care', 'strength', 'other'].map((type) => [type, 'standard']),
);
const validRequests: ValidRequest[] = [
  { method: 'POST', route: '/api/auth/login', body: { email: 'anna@b.de', password: 'x' } },
  { method: 'GET', route: '/api/admin/orders', query: { q: 'anna', status: 'paid' } },
  {
    method: 'GET',
    route: '/api/admin/audit/:entity/:id',
    params: { entity: 'product', id: 'p-akazienhonig' },
  },
  {
    method: 'PUT',
    route: '/api/admin/discount-codes/:code',
    params: { code: 'HONIG10' },
    body: { percentage: 10, validFrom: '', validUntil: '', maxUses: '', active: true },
  },
  { method: 'PUT', route: '/api/admin/settings/tax-defaults', body: taxDefaults },
  {
    method: 'POST',
    route: '/api/admin/products',
    body: {
      type: 'care',
      title: 'Lavendelbalsam',
      price: '8,50',
      shortDescription: 'Mit Bienenwachs.',
      description: 'Zieht schnell ein.',
      longDescription: '',
      amountAvailable: '12',
      productDisplayed: true,
      properties: [{ key: 'Inhalt', value: '50 ml' }],
      netContentAmount: '50',
      netContentUnit: 'ml',
      taxClassId: 'standard',
      maxPerOrder: '',
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/legal/:slug',
    params: { slug: 'agb' },
    body: { title: 'AGB', markdown: '# AGB\n\nText' },
  },
  { method: 'POST', route: '/api/admin/privacy/export', body: { email: 'anna@b.de' } },
  {
    method: 'POST',
    route: '/api/withdrawals',
    body: { name: 'Anna Imker', email: 'anna@b.de', order: 'HL-1' },
  },
  {
    method: 'POST',
    route: '/api/checkout',
    body: {
      lines: [{ productId: 'p-akazienhonig', quantity: 1, course: null }],
      discountCode: 'HONIG10',
    },
  },
];

type Path = (string | number)[];
/** Every place a string sits in `value`: as a value, or as an object's key (path ends in `{}`). */
function stringPositions(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((element, index) => stringPositions(element, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [...path, key, '{}'],
    ...stringPositions(child, [...path, key]),
  ]);
}

/** `value` with `bad` put into the string (or key) at `path`, `offset` characters in. */
function taint(value: unknown, path: Path, bad: string, offset: number): unknown {
  const insert = (text: string) => {
    const at = Math.min(offset, text.length);
    return `${text.slice(0, at)}${bad}${text.slice(at)}`;
  };
  const [step, ...rest] = path;
  if (step === undefined) return insert(value as string);
  if (Array.isArray(value))
    return value.map((element, index) =>
      index === step ? taint(element, rest, bad, offset) : element,
    );
  const entries = Object.entries(value as object);
  return Object.fromEntries(
    entries.map(([key, child]) => {
      if (key !== step) return [key, child];
      return rest[0] === '{}' ? [insert(key), child] : [key, taint(child, rest, bad, offset)];
    }),
  );
}

const cookie = fc.option(
  fc.tuple(fc.constantFrom('hofladen_refresh', 'hofladen_access', 'hofladen_visitor'), text),
);

/**
 * A lone surrogate has no UTF-8 form, so encodeURIComponent throws on it: a client can only send
 * the three bytes its code unit would take (CESU-8), which is what goes into the URL here.
 */
function encodePart(value: string): string {
  return value.replace(/\p{Cs}|[^\p{Cs}]+/gu, (part) => {
    const unit = part.charCodeAt(0);
    if (part.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(part);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

function fill(url: string, values: string[], search: Record<string, string | undefined>): string {
  let index = 0;
  const path = url.replace(/:\w+|\*$/g, () => {
    const value = values[index] ?? '';
    index += 1;
    // now and then a raw, undecodable escape instead of a clean one
    return value.startsWith('%') ? value : encodePart(value);
  });
  const pairs = Object.entries(search).map(
    ([key, value]) => `${encodePart(key)}=${encodePart(value ?? '')}`,
  );
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

/**
 * What a request to `route` may carry: for an API route, drawn from what the OpenAPI document
 * declares (so a new route is fuzzed the day it is declared); for pages, anything.
 */
function requestParts(
  route: RegisteredRoute,
  operation: DocumentedOperation | undefined,
  components: Record<string, JsonSchema>,
) {
  const pathCount = (route.url.match(/:\w+|\*$/g) ?? []).length;
  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const declaredParams = operation?.pathParams ?? [];
  const params =
    declaredParams.length === pathCount && pathCount > 0
      ? fc.tuple(
          ...declaredParams.map((parameter) =>
            arbitraryFor(parameter.schema, components, junkPathValue).map(asText),
          ),
        )
      : fc.array(junkPathValue, { minLength: pathCount, maxLength: pathCount });
  const declaredQuery = fc.record(
    Object.fromEntries(
      (operation?.queryParams ?? []).map((parameter) => [
        parameter.name,
        arbitraryFor(parameter.schema, components, text).map(asText),
      ]),
    ),
    { requiredKeys: [] },
  );
  const search = fc
    .tuple(declaredQuery, junkQuery, fc.nat({ max: 4 }))
    .map(([declared, junk, roll]) => (roll === 0 ? { ...declared, ...junk } : declared));
  const payload = operation?.body ? arbitraryFor(operation.body, components, junkBody) : junkBody;
  return { params, search, payload };
}

describe('fuzzing every route', () => {
  let shop: TestShop;
  let staffToken: string;
  let routes: RegisteredRoute[];
  let operations: Map<string, DocumentedOperation>;
  let components: Record<string, JsonSchema>;
  beforeAll(async () => {
    if (!pglite) throw new Error('no database kind');
    shop = await startTestShop(pglite, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
    const staff = await createStaff(shop.database.db);
    staffToken = (await loginTokens(shop.app, staff.email)).access_token;
    routes = shop.app.routeTable.filter((route) => route.method !== 'HEAD');
    const document = (await shop.app.inject({ url: '/api/openapi.json' })).json();
    components = document.components?.schemas ?? {};
    operations = new Map(
      documentedOperations(document).map((operation) => [
        `${operation.method} ${operation.url}`,
        operation,
      ]),
    );
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('finds routes to fuzz, and the document describes every API route among them', () => {
    expect(routes.length).toBeGreaterThan(25);
    const undocumented = routes
      .filter((route) => route.url.startsWith('/api/') && route.url !== '/api/openapi.json')
      .filter((route) => !operations.has(`${route.method} ${route.url}`));
    expect(undocumented).toEqual([]);
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

  it('refuses an overlong path parameter with the route’s 400, not as an unknown path', async () => {
    const response = await shop.app.inject({
      url: `/api/admin/products/${'a'.repeat(300)}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('INVALID_INPUT');
  });

  it('refuses an integer path parameter past what PostgreSQL holds with 400, on every route', async () => {
    const integerParams = [...operations.values()].flatMap((operation) =>
      operation.pathParams
        .filter((parameter) => parameter.schema.type === 'integer')
        .map((parameter) => ({ operation, parameter })),
    );
    expect(integerParams.length).toBeGreaterThan(5);
    for (const { operation, parameter } of integerParams) {
      const where = `${operation.method} ${operation.url} :${parameter.name}`;
      // the declaration tells clients the ceiling; a random fuzz rarely draws a value past it
      expect(parameter.schema.maximum, where).toBeLessThanOrEqual(INT4_MAX);
      const url = operation.url.replace(/:(\w+)/g, (_, name) =>
        name === parameter.name ? String(INT4_MAX + 1) : 'p-akazienhonig',
      );
      const response = await shop.app.inject({
        method: operation.method as 'GET',
        url,
        headers: { authorization: `Bearer ${staffToken}` },
        ...(operation.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${where} → ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json().error.code, where).toBe('INVALID_INPUT');
    }
  });

  it('never answers 5xx, as a visitor or as staff', async () => {
    let address = 0;
    for (const route of routes) {
      // each login costs a password hash: fewer runs there keep the test short
      const numRuns = route.url === '/api/auth/login' ? 8 : 120;
      const parts = requestParts(route, operations.get(`${route.method} ${route.url}`), components);
      await fc.assert(
        fc.asyncProperty(
          parts.params,
          parts.search,
          parts.payload,
          fc.boolean(),
          cookie,
          async (params, search, payload, asStaff, crumb) => {
            address += 1;
            const response = await shop.app.inject({
              method: route.method as 'GET',
              url: fill(route.url, params, search),
              remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
              headers: {
                ...(asStaff ? { authorization: `Bearer ${staffToken}` } : {}),
                ...(crumb ? { cookie: `${crumb[0]}=${encodePart(crumb[1])}` } : {}),
              },
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

  it('refuses NUL or a lone surrogate in any string of a valid request with 400', async () => {
    // the fuzz above may have logged its staff member out
    const staff = await createStaff(shop.database.db);
    const token = (await loginTokens(shop.app, staff.email)).access_token;
    const tainted = fc.constantFrom(...validRequests).chain((request) => {
      const parts = { params: request.params, query: request.query, body: request.body };
      return fc.record({
        request: fc.constant(request),
        parts: fc.constant(parts),
        // a parameter's name is the route's, not the client's: only its value is sent
        path: fc.constantFrom(
          ...Object.entries(parts).flatMap(([part, value]) =>
            stringPositions(value)
              .filter((path) => part !== 'params' || path.at(-1) !== '{}')
              .map((path) => [part, ...path]),
          ),
        ),
        bad: fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d', '\udc1d', '\udc1d\ud83d'),
        offset: fc.nat({ max: 20 }),
      });
    });
    let address = 0;
    await fc.assert(
      fc.asyncProperty(tainted, async ({ request, parts, path, bad, offset }) => {
        address += 1;
        const spoilt = taint(parts, path, bad, offset) as typeof parts;
        const response = await shop.app.inject({
          method: request.method,
          url: fill(request.route, Object.values(spoilt.params ?? {}), spoilt.query ?? {}),
          remoteAddress: `10.8.${(address >> 8) & 255}.${address & 255}`,
          headers: { authorization: `Bearer ${token}` },
          ...(spoilt.body === undefined ? {} : { payload: spoilt.body as object }),
        });
        const where = `${request.method} ${request.route} ${path.join('.')} → ${response.statusCode}: ${response.body.slice(0, 200)}`;
        // a URL cannot carry a lone surrogate, only the bytes its code unit would take: the path
        // refuses them as undecodable, the query keeps them as the text they are
        if (path[0] === 'body' || bad.includes('\u0000')) {
          expect(response.statusCode, where).toBe(400);
          expect(response.json().error.code, where).toBe('INVALID_INPUT');
        } else if (path[0] === 'params') {
          expect(response.json().error, where).toEqual({
            code: 'BAD_URL',
            message: 'url: Die Adresse enthält Zeichen, die sich nicht lesen lassen.',
            details: { field: 'url' },
          });
        } else {
          expect(response.statusCode, where).toBeLessThan(500);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
