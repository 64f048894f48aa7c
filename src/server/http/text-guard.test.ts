import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens, nextAddress, suiteStaff } from '../testing/staff';
import { unstorableAt } from './text-guard';

const NUL = '\u0000';
const HIGH = '\ud83d'; // the first half of 🐝 alone
const LOW = '\udc1d'; // its second half alone

const product = {
  type: 'care',
  title: 'Lavendelbalsam',
  price: '8,50',
  shortDescription: '',
  description: '',
  longDescription: '',
  amountAvailable: '12',
  productDisplayed: true,
  properties: [],
  netContentAmount: '',
  netContentUnit: '',
  taxClassId: 'standard',
  maxPerOrder: '',
};
const taxDefaults = {
  honig: 'reduced',
  drink: 'standard',
  course: 'standard',
  care: 'standard',
  strength: 'standard',
  other: 'standard',
};

// the probe's findings: each answered 500 and logged the value with the failed query
const cases = (bad: string): [string, InjectOptions, string][] => [
  [
    'login e-mail',
    {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `anna${bad}@b.de`, password: 'x' },
    },
    'body.email',
  ],
  [
    'legal title',
    {
      method: 'PUT',
      url: '/api/admin/legal/agb',
      payload: { title: `AGB${bad}`, markdown: 'Text' },
    },
    'body.title',
  ],
  [
    'legal Markdown',
    {
      method: 'PUT',
      url: '/api/admin/legal/agb',
      payload: { title: 'AGB', markdown: `# A${bad}` },
    },
    'body.markdown',
  ],
  [
    'tax defaults',
    {
      method: 'PUT',
      url: '/api/admin/settings/tax-defaults',
      payload: { ...taxDefaults, honig: `reduced${bad}` },
    },
    'body.honig',
  ],
  [
    'product taxClassId',
    {
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...product, taxClassId: `standard${bad}` },
    },
    'body.taxClassId',
  ],
];

describe('unstorableAt', () => {
  it('names the field, through arrays and objects, and refuses keys without naming them', () => {
    expect(unstorableAt({ a: ['ok', { b: `x${NUL}` }] }, 'body')).toBe('body.a.1.b');
    expect(unstorableAt({ a: { [`k${HIGH}`]: 1 } }, 'body')).toBe('body.a');
    expect(unstorableAt(`${LOW}x`, 'body')).toBe('body');
    expect(unstorableAt(Buffer.from([0, 0xed, 0xa0, 0x80]), 'body')).toBeUndefined();
  });

  it('lets every well-formed text pass, emoji and line breaks included', () => {
    expect(unstorableAt({ t: '🐝 Honig\n\tmit Wabe – „süß“', n: [1, null, true] }, 'body')).toBe(
      undefined,
    );
  });

  it('leaves a raw body passed on as a stream to its route (its object graph has cycles)', () => {
    const request = new IncomingMessage(new Socket());
    expect(unstorableAt(request, 'body')).toBeUndefined();
    expect(unstorableAt({ upload: request, name: `x${NUL}` }, 'body')).toBe('body.name');
  });

  it('finds something exactly when a text or key of the value holds NUL or a lone surrogate, and names where', () => {
    const text = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom(NUL, HIGH, LOW, 'ä', '🐝'));
    const value = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.integer(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        // no dot in a key: the test follows the path back by its dots
        fc.dictionary(
          text.filter((key) => !key.includes('.')),
          tie('value'),
          { maxKeys: 3 },
        ),
      ),
    })).value;
    const bad = (item: string) => /[\0\p{Cs}]/u.test(item);
    const holdsBad = (item: unknown): boolean =>
      typeof item === 'string'
        ? bad(item)
        : Array.isArray(item)
          ? item.some(holdsBad)
          : item !== null && typeof item === 'object'
            ? Object.entries(item).some(([key, child]) => bad(key) || holdsBad(child))
            : false;
    fc.assert(
      fc.property(value, (item) => {
        const at = unstorableAt(item, 'body');
        expect(at !== undefined).toBe(holdsBad(item));
        if (at === undefined) return;
        // the path leads to a bad text, or to an object with a bad key
        let found: unknown = item;
        for (const key of at.split('.').slice(1)) found = (found as Record<string, unknown>)[key];
        if (typeof found === 'string') expect(bad(found)).toBe(true);
        else expect(Object.keys(found as object).some(bad)).toBe(true);
      }),
    );
  });

  it('walks a body nested deeper than the call stack', () => {
    const deep = JSON.parse(`${'['.repeat(30_000)}"a${'\\u0000'}"${']'.repeat(30_000)}`);
    expect(unstorableAt(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

describe.each(databaseKinds())('NUL and lone surrogates on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);

  const expectRefused = (
    response: { statusCode: number; json(): unknown },
    field: string,
    what: string,
  ) => {
    expect(response.statusCode, what).toBe(400);
    expect(response.json(), what).toEqual({
      error: {
        code: 'INVALID_INPUT',
        message: `${field}: enthält unzulässige Zeichen.`,
        details: { field },
      },
    });
  };

  for (const bad of [NUL, HIGH, LOW, `${LOW}${HIGH}`]) {
    for (const [what, options, field] of cases(bad)) {
      it(`refuses ${JSON.stringify(bad)} in the ${what} with 400 and saves nothing`, async () => {
        const { request } = await staff();
        const response = await request({ ...options, remoteAddress: nextAddress() });
        expectRefused(response, field, what);
        const legal = await request({ method: 'GET', url: '/api/admin/legal/agb' });
        expect(legal.json().markdown).not.toContain('# A');
      });
    }
  }

  it('refuses NUL in the orders search, an audit id and a discount code in the path', async () => {
    const { request } = await staff();
    expectRefused(
      await request({ method: 'GET', url: '/api/admin/orders?q=anna%00' }),
      'query.q',
      'orders search',
    );
    expectRefused(
      await request({ method: 'GET', url: '/api/admin/audit/product/p-akazienhonig%00' }),
      'params.id',
      'audit id',
    );
    expectRefused(
      await request({
        method: 'PUT',
        url: '/api/admin/discount-codes/HONIG10%00',
        payload: { percentage: 10 },
      }),
      'params.code',
      'discount code',
    );
  });

  it('refuses a bad key without echoing it, and a NUL in the shop’s own cookie', async () => {
    const { request } = await staff();
    const response = await request({
      method: 'PUT',
      url: '/api/admin/settings/tax-defaults',
      payload: { ...taxDefaults, [`x${NUL}`]: 'standard' },
    });
    expectRefused(response, 'body', 'key');
    expectRefused(
      await shop().app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie: 'hofladen_refresh=abc%00def', 'x-requested-with': 'hofladen' },
      }),
      'cookies.hofladen_refresh',
      'cookie',
    );
    // a cookie of another site on the same domain is never read, so it locks no one out
    const shipping = await shop().app.inject({
      url: '/api/shipping-costs',
      headers: { cookie: 'fremd=%00' },
    });
    expect(shipping.statusCode).toBe(200);
  });
});

describe.each(databaseKinds())('the error log on $name', (kind) => {
  it('keeps the request’s values and the query’s parameters out', async () => {
    const database = await kind.open();
    const lines: string[] = [];
    const app = await buildApp({
      database,
      config: testConfig({ LOG_LEVEL: 'error' }),
      webRoot: '/nonexistent',
      sweepIntervalMs: 0,
      logStream: { write: (line) => lines.push(line) },
    });
    // a route with the defects the text guard cannot see: values PostgreSQL or V8 refuse
    app.post('/api/admin/explode', async (request) => {
      const { value, as } = request.body as { value: string; as: string };
      if (as === 'json') return JSON.parse(value);
      return database.db.execute(sql`select ${value}::integer`);
    });
    try {
      const { access_token } = await loginTokens(app, (await createStaff(database.db)).email);
      const secret = 'anna.geheim@example.org';
      for (const as of ['sql', 'json']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/admin/explode',
          headers: { authorization: `Bearer ${access_token}` },
          payload: { value: secret, as },
        });
        expect(response.statusCode).toBe(500);
        expect(response.body).not.toContain(secret);
      }
      const errors = lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
      expect(errors).toHaveLength(2);
      const [failedQuery, badJson] = errors;
      expect(failedQuery).toMatchObject({
        msg: 'unhandled error',
        err: {
          type: 'DrizzleQueryError',
          query: 'select $1::integer',
          cause: { code: '22P02', routine: expect.any(String) },
        },
      });
      expect(failedQuery.err.stack).toMatch(/^ {4}at /);
      expect(badJson.err).toMatchObject({ type: 'SyntaxError' });
      for (const line of lines) {
        expect(line).not.toContain('geheim');
        expect(line).not.toContain('params');
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
