// The API describes itself from the routes' declarations (http/openapi.ts): the document must be
// valid OpenAPI 3.1, name every route, and each route must answer inside what it declares.
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { isPublicRoute } from './public-routes';
import { registerTypedRoutes } from './typed-routes';

function pglite() {
  const [kind] = databaseKinds();
  if (!kind) throw new Error('no database kind');
  return kind;
}

type Operation = {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document at /api/openapi.json', () => {
  const shop = useTestShop(pglite(), { seed: false });
  const load = async () => {
    const response = await shop().app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json() as Document;
  };
  const apiRoutes = () =>
    shop().app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        route.url !== '/api/openapi.json',
    );

  it('is valid OpenAPI 3.1 by a maintained validator', async () => {
    const document = await load();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every API route the shop serves, and nothing else', async () => {
    const document = await load();
    const served = apiRoutes().map((route) => `${route.method} ${openApiPath(route.url)}`);
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(50);
    expect(described.sort()).toEqual([...new Set(served)].sort());
  });

  it('declares what every route answers: a JSON schema, or the media it produces', async () => {
    const document = await load();
    const undeclared = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => {
          const success = Object.entries(operation.responses).filter(([code]) => /^2/.test(code));
          const declared = success.some(
            ([code, answer]) =>
              code === '204' ||
              Object.values(answer.content ?? {}).some((media) => media.schema !== undefined),
          );
          return !declared;
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('declares the body of every route that takes one: its JSON schema, or the file it takes', async () => {
    const document = await load();
    const upload = document.paths['/api/admin/products/{id}/images']?.post?.requestBody;
    expect(upload?.content).toEqual({
      'image/*': { schema: { type: 'string', format: 'binary' } },
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    });
    expect(upload?.required).toBe(true);
    const archive = document.paths['/api/admin/legacy-imports']?.post?.requestBody;
    expect(Object.keys(archive?.content ?? {})).toEqual(['application/zip']);
    const takingBodies = apiRoutes().filter((route) => route.takesBody);
    expect(takingBodies.length).toBeGreaterThan(30);
    const bodiless = takingBodies.filter(
      (route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.requestBody,
    );
    expect(bodiless.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('marks exactly the routes outside the public allow-list as staff-only', async () => {
    const document = await load();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const where = `${method} ${path}`;
        if (isPublicRoute(method.toUpperCase(), url))
          expect(operation.security, where).toBeUndefined();
        else expect(operation.security, where).toEqual([{ staffBearer: [] }, { staffCookie: [] }]);
      }
    }
  });

  it('has a page for people at /api-docs/ that runs only the shop’s own scripts', async () => {
    const page = await shop().app.inject({ url: '/api-docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<title>Hofladen API</title>');
    expect(page.body).not.toMatch(/<script>[^<]/);
    const script = await shop().app.inject({ url: '/api-docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('declared replies', () => {
  const tinyApp = async (reply: unknown) => {
    const app = Fastify();
    registerTypedRoutes(app).get(
      '/thing',
      { schema: { response: { 200: z.object({ name: z.string() }) } } },
      async () => reply as { name: string },
    );
    await app.ready();
    return app;
  };

  it('leave out every field they do not declare', async () => {
    const app = await tinyApp({ name: 'Akazienhonig', passwordHash: 'secret' });
    const response = await app.inject({ url: '/thing' });
    expect(response.json()).toEqual({ name: 'Akazienhonig' });
    await app.close();
  });

  it('fail loudly when a route answers outside its declaration', async () => {
    const app = await tinyApp({ title: 'no name' });
    const response = await app.inject({ url: '/thing' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});
