import { type Column, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Drizzle's select, insert, update and delete builders all prepare this way. */
interface Preparable<Result> {
  prepare(name: string): PreparedRun<Result>;
}

/**
 * A placeholder's value: `null` is SQL NULL, while `undefined` would be NULL in one column and a
 * throw in another (a timestamp's encoder), and not the DEFAULT or "left as it is" a query built
 * with the value makes of it.
 */
// biome-ignore lint/complexity/noBannedTypes: `{}` is "anything but null and undefined" here
type Value = {} | null;

interface PreparedRun<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/**
 * The connection a database or transaction sends its statements through: the pool (or PGlite)
 * for the database, the one pooled connection a node-postgres transaction holds, the same for
 * every transaction on it. Drizzle keeps it on the session it gives every query builder.
 */
function connectionOf(db: Db | Tx): object {
  return (db._.session as unknown as { client: object }).client;
}

/**
 * A query Drizzle builds once per connection instead of on every run. Building a select of
 * every column of an order, or the insert of a whole order, took Drizzle longer than PostgreSQL
 * took to answer it: a tenth of a paid order's server CPU went into building some twenty
 * queries whose text never changes (docs/decisions/037-performance.md).
 *
 * `build` gets a placeholder for each of `names` and must not branch on anything else: what it
 * returns is kept. Drizzle's prepared query is bound to the connection it was made on, so it is
 * kept per connection, and a transaction meets the one made on its own connection (a PGlite
 * transaction, a connection of its own each time, builds it anew). It gets no name: the
 * database client names it by its text, or leaves it unnamed where DATABASE_URL says
 * `prepare=false` (prepared-statements.ts).
 */
export function builtOnce<Name extends string, Result>(
  names: readonly Name[],
  build: (db: Db | Tx, values: Record<Name, Placeholder>) => Preparable<Result>,
): (db: Db | Tx, values: Record<Name, Value>) => Promise<Result> {
  const placeholders = Object.fromEntries(
    names.map((name) => [name, sql.placeholder(name)]),
  ) as Record<string, Placeholder> as Record<Name, Placeholder>;
  const byConnection = new WeakMap<object, PreparedRun<Result>>();
  return (db, values) => {
    const connection = connectionOf(db);
    let query = byConnection.get(connection);
    if (!query) {
      query = build(db, placeholders).prepare(undefined as unknown as string);
      byConnection.set(connection, query);
    }
    return query.execute(values);
  };
}

/**
 * A placeholder an update sets `column` to, passed through the column's encoder as an insert's
 * values are (JSON, times). Drizzle's `set` takes no placeholder by its types, though it builds
 * one.
 */
export const setTo = (column: Column, placeholder: Placeholder): SQL =>
  sql`${sql.param(placeholder, column)}`;
