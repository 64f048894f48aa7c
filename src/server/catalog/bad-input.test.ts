import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { createStaff, loginTokens } from '../testing/staff';

const [pglite] = databaseKinds();

describe('bad input gets a clear 4xx JSON error, never a 500', () => {
  let shop: TestShop;
  beforeAll(async () => {
    if (!pglite) throw new Error('no database kind');
    shop = await startTestShop(pglite);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const expectError = async (url: string, status: number, code: string, field?: string) => {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(status);
    const body = response.json<{
      error: { code: string; message: string; details?: { field?: string } };
    }>();
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(0);
    if (field) expect(body.error.details?.field).toBe(field);
  };

  it('unknown products and images are 404', async () => {
    await expectError('/api/products/p-gibt-es-nicht', 404, 'NOT_FOUND');
    await expectError('/api/products/p-gibt-es-nicht/related', 404, 'NOT_FOUND');
    await expectError('/api/images/aaaaaaaaaaaaaaaaaaaaaaaa?w=480', 404, 'NOT_FOUND');
  });

  it('malformed ids, types and widths are 400 naming the field', async () => {
    await expectError('/api/products/DROP%20TABLE', 400, 'INVALID_INPUT', 'params.id');
    await expectError('/api/products/x-honig', 400, 'INVALID_INPUT', 'params.id');
    await expectError('/api/products?type=wein', 400, 'INVALID_INPUT', 'query.type');
    await expectError('/api/products', 400, 'INVALID_INPUT', 'query.type');
    await expectError('/api/products?type=honig&extra=1', 400, 'INVALID_INPUT', 'query');
    await expectError('/api/images/not-hex?w=480', 400, 'INVALID_INPUT', 'params.id');
    await expectError(
      '/api/images/aaaaaaaaaaaaaaaaaaaaaaaa?w=481',
      400,
      'INVALID_INPUT',
      'query.w',
    );
    await expectError(
      '/api/images/aaaaaaaaaaaaaaaaaaaaaaaa?w=abc',
      400,
      'INVALID_INPUT',
      'query.w',
    );
    await expectError('/api/images/aaaaaaaaaaaaaaaaaaaaaaaa', 400, 'INVALID_INPUT', 'query.w');
    await expectError(`/api/discount-codes/${'x'.repeat(65)}`, 400, 'INVALID_INPUT', 'params.code');
  });

  it('unknown API paths are JSON 404', async () => {
    await expectError('/api/nothing-here', 404, 'NOT_FOUND');
    const post = await shop.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('NOT_FOUND');
  });
});

describe('request bodies', () => {
  let shop: TestShop;
  let staffToken: string;
  beforeAll(async () => {
    if (!pglite) throw new Error('no database kind');
    shop = await startTestShop(pglite, { seed: false });
    // a throwaway route: body parsing and limits are app-wide, not per feature; being on no
    // allow-list it is private, so the calls come from a signed-in staff member
    shop.app.post('/api/test-echo', async (request) => ({ received: request.body }));
    const staff = await createStaff(shop.database.db);
    staffToken = (await loginTokens(shop.app, staff.email)).access_token;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const post = (payload: string, contentType = 'application/json') =>
    shop.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${staffToken}` },
    });

  // Fastify's own refusals, under the shop's codes and in German (its English never shows)
  const refusal = (code: string, message: string) => ({
    error: { code, message: `body: ${message}`, details: { field: 'body' } },
  });

  it('rejects malformed JSON with 400 naming the body', async () => {
    const response = await post('{"lines": [');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('INVALID_JSON', 'Der Inhalt ist kein gültiges JSON.'));
  });

  it('rejects an empty JSON body with 400', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal('EMPTY_BODY', 'Der Inhalt fehlt, obwohl die Anfrage JSON ankündigt.'),
    );
  });

  it('rejects bodies that are not JSON with 415', async () => {
    const response = await post('lines=1', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(
      refusal(
        'UNSUPPORTED_MEDIA_TYPE',
        'Diese Art von Inhalt nimmt der Shop hier nicht an; bitte JSON senden.',
      ),
    );
  });

  it('rejects oversized bodies with 413 before reading them whole', async () => {
    const response = await post(JSON.stringify({ filler: 'x'.repeat(100 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(
      refusal('BODY_TOO_LARGE', 'Der Inhalt der Anfrage ist zu groß.'),
    );
  });

  it('rejects a compressed body it cannot unpack, or in an unknown compression', async () => {
    const compressed = (encoding: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        payload: '{"ok":true}',
        headers: {
          'content-type': 'application/json',
          'content-encoding': encoding,
          authorization: `Bearer ${staffToken}`,
        },
      });
    const broken = await compressed('gzip');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual(
      refusal('INVALID_COMPRESSED_BODY', 'Der komprimierte Inhalt lässt sich nicht entpacken.'),
    );
    const unknown = await compressed('x-unbekannt');
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json()).toEqual(
      refusal(
        'UNSUPPORTED_CONTENT_ENCODING',
        'Diese Kompression des Inhalts nimmt der Shop nicht an.',
      ),
    );
  });

  it('accepts a proper JSON body', async () => {
    const response = await post('{"ok":true}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { ok: true } });
  });
});

describe('checkout rate limit', () => {
  let shop: TestShop;
  beforeAll(async () => {
    if (!pglite) throw new Error('no database kind');
    shop = await startTestShop(pglite, { seed: false, config: { CHECKOUT_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('stops a visitor who starts too many checkouts with a German 429', async () => {
    const attempt = () =>
      shop.app.inject({ method: 'POST', url: '/api/checkout', payload: { lines: [] } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte versuche es gleich noch einmal.',
    });
  });
});
