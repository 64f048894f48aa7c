import type { Database } from './client';

// names taken in this process: PostgreSQL's advisory locks are re-entrant within one session,
// and PGlite is a single session, so two callers in one process are told apart here
const takenHere = new Set<string>();

// the two-key form: its locks never meet the one-key locks taken elsewhere (checkout's per
// address); any constant works, it only has to be the same in every process of this app
const NAMESPACE = 72_610;

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
    // the pool listens to a connection's errors only while it is idle: one that breaks while held
    // here (the database restarted) would otherwise be an uncaught error ending the process
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    connection.on('error', onError);
    try {
      const { rows } = await connection.query<{ got: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as got',
        [NAMESPACE, name],
      );
      if (!rows[0]?.got) return null;
      try {
        return await work();
      } finally {
        await connection
          .query('select pg_advisory_unlock($1, hashtext($2))', [NAMESPACE, name])
          .catch((error: Error) => {
            broken = error;
          });
      }
    } finally {
      connection.off('error', onError);
      // a broken connection (or one still holding the lock) is closed, not handed out again
      connection.release(broken ?? false);
    }
  } finally {
    takenHere.delete(name);
  }
}
