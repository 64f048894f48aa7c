import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A client trickling its request byte by byte would otherwise hold a socket forever: the whole
 * request must arrive within `requestTimeoutMs`. Node checks open requests on an interval, so
 * the interval follows the timeout (its default of 30 s would let a 1 s limit run for 30 s).
 */
export function createHttpServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  requestTimeoutMs: number,
): Server {
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeoutMs / 4)),
    },
    handler,
  );
  // Fastify's default, longer than the idle timeout of common load balancers (60 s)
  server.keepAliveTimeout = 72_000;
  return server;
}
