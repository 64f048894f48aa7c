import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

interface Refusal {
  status: number;
  code: string;
  message: string;
}

// Node's own answers to these (lib/_http_server.js), in the shop's shape and German
const REFUSALS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'Die Anfrage ist zu groß: Adresse oder Kopfzeilen sind zu lang.',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    code: 'BODY_TOO_LARGE',
    message: 'Der Inhalt der Anfrage ist zu groß.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'Die Anfrage kam nicht rechtzeitig vollständig an.',
  },
};

const MALFORMED: Refusal = {
  status: 400,
  code: 'BAD_REQUEST',
  message: 'Die Anfrage ist fehlerhaft und konnte nicht gelesen werden.',
};

/** The raw HTTP answer to a request Node could not read. */
export function clientErrorResponse(errorCode: string | undefined): string {
  const { status, code, message } = (errorCode && REFUSALS[errorCode]) || MALFORMED;
  const body = JSON.stringify({ error: { code, message } });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Requests Node's parser refuses before Fastify sees them (a URL over the 16 KB header limit,
 * bytes that are no HTTP, a body not delivered in time) never reach the error handler; Fastify's
 * default answers them in its own English shape. Here they get the shop's `{ error }` and the
 * socket is closed as the default does: what else it holds cannot be read as a request.
 */
export function clientErrors(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // a reset connection is gone already; nothing to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.trace({ err: error }, 'client error');
  // an answer already on its way must not be corrupted by a second one in the middle of it
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
}
