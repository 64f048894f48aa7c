import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface ConnectionLimits {
  /** A client must deliver its whole request within this time (slow-body attacks). */
  requestTimeoutMs: number;
  /** How long a connection may sit idle between two requests before the server closes it. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; any further one is closed as soon as it is accepted. */
  maxConnections: number;
}

/**
 * A socket costs a file descriptor and memory for as long as it is open, so none stays open on
 * a client's say-so alone. A client trickling its request byte by byte is cut after
 * `requestTimeoutMs`, one that connects and sends nothing too (Node counts the headers' time
 * from the connection's start); one that keeps its connection idle after an answer after
 * `keepAliveTimeoutMs`; and beyond `maxConnections` new ones are refused until some close. Node
 * checks open requests on an interval, so the interval follows the timeout (its default of 30 s
 * would let a 1 s limit run for 30 s).
 */
export function createHttpServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  limits: ConnectionLimits,
): Server {
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(60_000, limits.requestTimeoutMs),
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, limits.requestTimeoutMs / 4)),
    },
    handler,
  );
  server.maxConnections = limits.maxConnections;
  return server;
}
