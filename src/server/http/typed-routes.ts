import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors';
// the API's messages are German, zod's own ones too; the browser keeps its forms' texts
import './german-messages';

/**
 * The app as route files see it: params, query, body and replies are typed from the zod schemas
 * a route declares, and those declarations are the OpenAPI document (http/openapi.ts).
 */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const PART_NAMES: Record<string, string> = { querystring: 'query' };

/** A 400 naming the first problem's field (`body.lines.0.quantity`), every problem in details. */
export function invalidInputError(error: z.ZodError, where: string): AppError {
  const issues = error.issues.map((issue) => ({
    field: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = issues[0] ?? { field: where, message: 'invalid' };
  return new AppError(400, 'INVALID_INPUT', `${first.field}: ${first.message}`, {
    field: first.field,
    issues,
  });
}

/**
 * Our own validator rather than the provider's: its errors would reach the error handler as
 * Fastify validation errors, while ours keep the API's `INVALID_INPUT` shape and German texts.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const where = httpPart ? (PART_NAMES[httpPart] ?? httpPart) : 'input';
    return { error: invalidInputError(result.error, where) };
  };

/** Replies are checked against and stripped to their declared schema: no field leaks by accident. */
export function registerTypedRoutes(app: FastifyInstance): Api {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * For replies already serialised (and compressed) ahead of time from their declared schema:
 * Fastify sends a Buffer as it is, only the typed reply would not accept one.
 */
export function sendBytes(
  reply: { send(payload: never): unknown },
  bytes: Buffer | null,
  status = 200,
) {
  return (reply as unknown as FastifyReply).status(status).send(bytes);
}
