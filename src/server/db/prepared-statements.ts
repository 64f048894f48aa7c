import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named statements one connection keeps at most. The shop's queries are a few hundred fixed
 * texts, but a list of n values (`in ($1 … $n)`) or n rows inserted at once is a text of its
 * own: past the cap a new text runs unnamed, as every statement did before, so neither the
 * connection nor its PostgreSQL backend grows without bound.
 */
export const MAX_NAMED_PER_CONNECTION = 250;

/** The statement's name: its text's hash, so the same text always meets its own prepared plan. */
export const statementName = (text: string): string =>
  `h_${createHash('sha1').update(text).digest('base64url')}`;

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * A node-postgres client that prepares each parameterised statement once per connection, as
 * postgres.js and Prisma do by default: PostgreSQL then skips parsing and, once its plan cache
 * trusts a generic plan, planning too (docs/decisions/037-performance.md). node-postgres
 * does this only for queries that carry a `name`, which Drizzle gives none.
 */
export class PreparingClient extends pg.Client {
  /**
   * The statements this connection named, by text: a text seen before finds its name without
   * hashing it again (a SHA-1 per statement was about 1 % of a checkout's CPU).
   */
  readonly #names = new Map<string, string>();
  /** Names whose statement this connection can no longer trust: their texts run unnamed. */
  readonly #retired = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; every call passes through
  override query(config: any, ...rest: any[]): any {
    const name = this.#nameFor(config, rest[0]);
    const run = (super.query as (...args: unknown[]) => unknown).bind(this);
    if (name === undefined) return run(config, ...rest);
    const retireOn = (error: unknown) => {
      if (isStale(error)) this.#retired.add(name);
    };
    const last = rest.at(-1);
    if (typeof last === 'function') {
      return run(
        { ...config, name },
        ...rest.slice(0, -1),
        (error: unknown, ...result: unknown[]) => {
          if (error) retireOn(error);
          return last(error, ...result);
        },
      );
    }
    const result = run({ ...config, name }, ...rest);
    if (result instanceof Promise) result.catch(retireOn);
    return result;
  }

  #nameFor(config: unknown, values: unknown): string | undefined {
    if (typeof config !== 'object' || config === null) return undefined;
    const query = config as QueryConfig;
    // a cursor or stream (pg's "submittable") is passed on as it is: a copy would lose its methods
    if (typeof query.submit === 'function') return undefined;
    const params = Array.isArray(values) ? values : query.values;
    // a text without parameters (begin, commit, a migration's script) is cheap to parse and
    // may hold several statements, which a prepared statement cannot
    if (typeof query.text !== 'string' || query.name || !Array.isArray(params)) return undefined;
    if (params.length === 0) return undefined;
    let name = this.#names.get(query.text);
    if (name === undefined) {
      // retired names still count: the server may hold their statement until the connection ends
      if (this.#names.size >= MAX_NAMED_PER_CONNECTION) return undefined;
      name = statementName(query.text);
      this.#names.set(query.text, name);
    }
    return this.#retired.has(name) ? undefined : name;
  }
}

/**
 * Whether a failed run leaves the statement's name unusable on this connection:
 * - a value node-postgres could not put on the wire: it then closes the statement on the
 *   server but keeps it marked as parsed, so the next run would bind a statement that is gone;
 * - PostgreSQL's "cached plan must not change result type": another process migrated a
 *   column the statement returns, and this prepared statement will never run again;
 * - "prepared statement … does not exist": something dropped it on the server (`DISCARD ALL`
 *   from a pooler's reset, `DEALLOCATE`), while node-postgres still takes it as parsed.
 * Each way the text runs unnamed from then on, parsed each time as before.
 */
function isStale(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  return (
    (error.code === '0A000' && error.routine === 'RevalidateCachedQuery') || error.code === '26000'
  );
}

/** `?prepare=false` in DATABASE_URL: behind a pooler that cannot keep them (PgBouncer < 1.21). */
export function wantsPreparedStatements(url: string): boolean {
  return URL.parse(url)?.searchParams.get('prepare') !== 'false';
}
