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
  readonly #named = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; every call passes through
  override query(config: any, ...rest: any[]): any {
    const named = this.#withName(config, rest[0]);
    return (super.query as (...args: unknown[]) => unknown).call(this, named, ...rest);
  }

  #withName(config: unknown, values: unknown): unknown {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as QueryConfig;
    // a cursor or stream (pg's "submittable") is passed on as it is: a copy would lose its methods
    if (typeof query.submit === 'function') return config;
    const params = Array.isArray(values) ? values : query.values;
    // a text without parameters (begin, commit, a migration's script) is cheap to parse and
    // may hold several statements, which a prepared statement cannot
    if (typeof query.text !== 'string' || query.name || !Array.isArray(params)) return config;
    if (params.length === 0) return config;
    const name = statementName(query.text);
    if (!this.#named.has(name)) {
      if (this.#named.size >= MAX_NAMED_PER_CONNECTION) return config;
      this.#named.add(name);
    }
    return { ...query, name };
  }
}

/** `?prepare=false` in DATABASE_URL: behind a pooler that cannot keep them (PgBouncer < 1.21). */
export function wantsPreparedStatements(url: string): boolean {
  return URL.parse(url)?.searchParams.get('prepare') !== 'false';
}
