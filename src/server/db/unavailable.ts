// A database that cannot be reached right now, as opposed to a query that is wrong: the
// first passes (restart, failover, network cut) and is answered with 503 and Retry-After; the
// second is a bug. Codes: Node's socket errors and PostgreSQL's classes 08 (connection
// exception) and 57P (operator intervention: shutdown, restart, cannot connect now), 53300.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SERVER_CODES = /^(08...|57P0[1-3]|53300)$/;
// node-postgres raises these without a code
const CLIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;

/** Whether `error` (or an error it wraps, as Drizzle's query errors do) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code)))
      return true;
    if (CLIENT_MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}

/** One line for the log: the connection failure itself, never a stack trace or a query's values. */
export function describeUnavailable(error: unknown): string {
  let innermost: unknown = error;
  while (innermost instanceof Error && innermost.cause instanceof Error)
    innermost = innermost.cause;
  if (!(innermost instanceof Error)) return String(innermost);
  const code = (innermost as { code?: unknown }).code;
  const message = innermost.message.split('\n')[0] ?? '';
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}
