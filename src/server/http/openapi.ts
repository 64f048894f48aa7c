import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPublicRoute } from './public-routes';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api-docs';

// registered by its id: the document's components carry it once, answers refer to it
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable, machine-readable, e.g. INVALID_INPUT' }),
      message: z.string().meta({ description: 'German, for people; names the field first' }),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'Error' });

const errorReference = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorReference } },
});

type Transform = typeof jsonSchemaTransform;

/**
 * Security and error answers come from where they are decided — the guard's allow-list and the
 * error handler — so a route declares only its own input and output.
 */
const transform: Transform = (document) => {
  // pages, assets and the sitemap are the website, not the API
  if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
  const result = jsonSchemaTransform(document);
  if (result.schema?.hide) return result;
  const method = [document.route.method].flat()[0] ?? 'GET';
  const secured = !isPublicRoute(method, document.url);
  const { produces, ...schema } = result.schema as Record<string, unknown> & {
    produces?: string[];
    consumes?: string[];
  };
  // a route taking bytes (an image, a ZIP) names its media types and no schema of its own: the
  // body is the file, under each of them
  if (schema.consumes && !schema.body) schema.body = { type: 'string', format: 'binary' };
  // a route answering bytes (an image, HTML, CSV) names its media types; JSON routes their schema
  const bytes = produces
    ? {
        200: {
          description: 'OK',
          content: Object.fromEntries(
            produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        },
      }
    : {};
  return {
    url: result.url,
    schema: {
      ...schema,
      ...(secured ? { security: [{ staffBearer: [] }, { staffCookie: [] }] } : {}),
      response: {
        ...bytes,
        ...(schema.response as object | undefined),
        '4XX': errorResponse('Refused: `{ error: { code, message } }`, German message'),
        ...(secured ? { 401: errorResponse('Not signed in as staff') } : {}),
        503: errorResponse('The database is unreachable; retry after the Retry-After seconds'),
      },
    },
  };
};

/**
 * The running shop describes its own API (OpenAPI 3.1) from the routes' zod declarations,
 * with a browsable page for staff and integrators. Must be registered before any route.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  publicUrl: string,
  staffCookie: string,
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hofladen API',
        version: '1',
        description:
          'JSON under /api; money in cents; errors are `{ error: { code, message, details } }` ' +
          'with German messages. Routes marked with a lock need a staff access token from ' +
          'POST /api/auth/login (Bearer header) or the backoffice cookie.',
      },
      servers: [{ url: new URL(publicUrl).origin }],
      components: {
        securitySchemes: {
          staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          staffCookie: { type: 'apiKey', in: 'cookie', name: staffCookie },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'Hofladen API' },
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
