import type { Database } from '../db/client';

/** Raw SQL on one connection inside one transaction; the same on PGlite and PostgreSQL. */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

// the text forms every value is dumped and read in: the same on any server, whatever its defaults
const SESSION = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  "set local bytea_output = 'hex'",
  'set local extra_float_digits = 3',
];

/**
 * Runs `work` in one transaction: `snapshot` is read-only and sees one moment of the whole
 * database (repeatable read), `write` commits everything or nothing. PGlite has one connection,
 * so its transaction holds every other query of the process until it ends.
 */
export async function inTransaction<T>(
  database: Database,
  mode: 'snapshot' | 'write',
  work: (sql: Sql) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    return database.client.transaction(async (tx) => {
      const sql: Sql = {
        query: async <Row>(text: string, params?: unknown[]) =>
          (await tx.query<Row>(text, params)).rows,
      };
      for (const statement of SESSION) await sql.query(statement);
      return work(sql);
    });
  }
  const connection = await database.pool.connect();
  const sql: Sql = {
    query: async <Row>(text: string, params?: unknown[]) =>
      (await connection.query(text, params)).rows as Row[],
  };
  try {
    await sql.query(
      mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin',
    );
    for (const statement of SESSION) await sql.query(statement);
    const result = await work(sql);
    await sql.query('commit');
    return result;
  } catch (error) {
    await sql.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}
