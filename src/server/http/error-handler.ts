import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeUnavailable, isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import { sendDatabaseUnavailable } from './database-unavailable';
import { requestRefusal } from './request-errors';

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

const body = (code: string, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/**
 * Errors Fastify raises before any route runs (an undecodable URL such as `/api/products/%E0%A4`)
 * bypass the error handler; they get the same JSON shape here, in German like every other answer.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const unreadable = error.code === 'FST_ERR_BAD_URL';
  return reply
    .status(status)
    .send(
      body(
        unreadable ? 'BAD_URL' : (error.code ?? 'BAD_REQUEST'),
        unreadable
          ? 'url: Die Adresse enthält Zeichen, die sich nicht lesen lassen.'
          : 'url: Diese Anfrage lässt sich nicht zuordnen.',
        { field: 'url' },
      ),
    );
}

/** The one place errors become `{ error: { code, message } }` (CONVENTIONS.md §8). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(body('RATE_LIMITED', 'Zu viele Anfragen. Bitte versuche es gleich noch einmal.'));
    }
    const refusal = requestRefusal(error, request);
    if (refusal && status >= 400 && status < 500) {
      // invalid JSON, wrong media type, body too large: the shop's code, a German text
      return reply
        .status(status)
        .send(body(refusal.code, `body: ${refusal.message}`, { field: 'body' }));
    }
    if (status >= 400 && status < 500) {
      // a client error no table above knows (a plugin's): its own code and text, still JSON
      const field = error.validation ? 'input' : 'body';
      return reply
        .status(status)
        .send(body(error.code ?? 'BAD_REQUEST', `${field}: ${error.message}`, { field }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${describeUnavailable(error)}`);
      return sendDatabaseUnavailable(request, reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Ein unerwarteter Fehler ist aufgetreten.'));
  });
}
