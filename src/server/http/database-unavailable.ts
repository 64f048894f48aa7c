import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a client should wait before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

const MESSAGE =
  'Der Shop ist gleich wieder da: Gerade kommen wir nicht an unsere Daten. Bitte versuche es in einer Minute noch einmal.';

// no styles or scripts of our own: the page must not depend on anything the outage may take
const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Gleich wieder da – Hofladen</title></head>
<body><h1>Wir sind gleich wieder da</h1><p>Gerade kommen wir nicht an unsere Daten. Deine Bestellung und dein Einkaufswagen sind nicht verloren.</p>
<p>Diese Seite lädt sich in ${RETRY_AFTER_SECONDS} Sekunden von selbst neu.</p></body></html>`;

/** 503 with Retry-After: a page for a visitor, the API's JSON error for everyone else. */
export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply) {
  reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
  const page = !request.url.startsWith('/api/') && ['GET', 'HEAD'].includes(request.method);
  if (page) return reply.type('text/html; charset=utf-8').send(PAGE);
  return reply.send({ error: { code: DATABASE_UNAVAILABLE, message: MESSAGE } });
}
