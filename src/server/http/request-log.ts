import { randomUUID } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { RequestLogger } from './request-logger';

/**
 * Marks the server's own API reads for a page it renders (web/pages.ts): the page's line stands
 * for them. The value is new in every process, so a client cannot hide its requests from the log.
 */
export const PAGE_READ = { header: 'x-hofladen-page-read', value: randomUUID() } as const;

/**
 * One log line per request, written when the answer has gone out, instead of Fastify's two
 * (`incoming request` and `request completed`): half the log volume and half the serialising
 * on every request, with what a reader needs — method, address, status and time
 * (docs/decisions/037-performance.md). Fastify's other lines (errors, not found) stay as they are.
 * The API reads a page is rendered from get no line of their own unless they fail.
 */
export class OneLinePerRequest extends LogController {
  // Fastify's default label for the request id, written as a plain key below: a computed key
  // in the line's literal cost ~3 % of the product list's CPU per request
  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // a page's read that failed stays in the log beside the page's line
    const pageRead = request.headers[PAGE_READ.header] === PAGE_READ.value;
    if (pageRead && !error && reply.statusCode < 500) return;
    const method = request.method;
    const url = request.url;
    const statusCode = reply.statusCode;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const log = reply.log;
    if (error) log.error({ method, url, statusCode, responseTime, err: error }, 'request errored');
    // while the request's own logger is not made, its parent writes the line as it would, the
    // request's id first — one object literal: spreading Fastify's bindings into the line cost
    // a sixth of the product list's CPU per request (docs/decisions/037-performance.md)
    else if (log instanceof RequestLogger && !log.made)
      log.parent.info({ reqId: request.id, method, url, statusCode, responseTime }, 'request');
    else log.info({ method, url, statusCode, responseTime }, 'request');
  }
}
