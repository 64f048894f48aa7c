import type { Database } from './client';

// names taken in this process: PostgreSQL's advisory locks are re-entrant within one session,
// and PGlite is a single session, so two callers in one process are told apart here
const takenHere = new Set<string>();

/**
 * Runs `work` unless another caller is running work of the same name: in this process, or in
 * another process on the same PostgreSQL (an advisory lock held for the work's duration).
 * Answers the work's result, or null at once when the name was taken — nobody waits.
 */
export async function unlessTaken<T>(
  database: Database,
  name: string,
  work: () => Promise<T>,
): Promise<T | null> {
  if (takenHere.has(name)) return null;
  takenHere.add(name);
  try {
    if (database.kind === 'pglite') return await work();
    const connection = await database.pool.connect();
    try {
      const { rows } = await connection.query<{ got: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as got',
        [name],
      );
      if (!rows[0]?.got) return null;
      try {
        return await work();
      } finally {
        await connection.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    } finally {
      connection.release();
    }
  } finally {
    takenHere.delete(name);
  }
}
