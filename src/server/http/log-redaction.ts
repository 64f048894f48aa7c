/**
 * What the log keeps of an error: where it happened and what kind it was, never a value. A
 * failed query's error carries its parameters (drizzle puts them into the message, pg into
 * `detail`, `where` and quoted parts of the message) — customers' e-mails, addresses, tokens.
 */
export type RedactedError = {
  type: string;
  message: string;
  stack: string;
  /** The statement as the code wrote it, with `$1` placeholders where the values were. */
  query?: string;
  /** PostgreSQL's SQLSTATE, or Node's error code. */
  code?: string;
  /** Names from the schema, which hold no data: which table, column or rule refused. */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: RedactedError;
};

const STACK_FRAME = /^ {4}at [^\n]+:\d+(?::\d+)?\)?$/;
const QUOTED = /"[^"]*"|'[^']*'/g;
const NAMES = ['table', 'column', 'constraint', 'routine'] as const;
// drizzle wraps pg's error, which may wrap another: deeper is never needed
const MAX_CAUSES = 3;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A pino `err` serializer: the request's and the database's values stay out of the log. */
export const redactError = (error: unknown): RedactedError => redact(error, 0);

function redact(error: unknown, depth: number): RedactedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const query = text(fields.query);
  const redacted: RedactedError = {
    type: error.constructor.name,
    // the quoted parts of a message are where PostgreSQL and V8 repeat the value they refused
    message: query !== undefined ? 'Failed query' : error.message.replace(QUOTED, '"…"'),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => STACK_FRAME.test(line))
      .join('\n'),
  };
  if (query !== undefined) redacted.query = query;
  const code = text(fields.code);
  if (code !== undefined) redacted.code = code;
  for (const name of NAMES) {
    const value = text(fields[name]);
    if (value !== undefined) redacted[name] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    redacted.cause = redact(error.cause, depth + 1);
  return redacted;
}
