import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// any constant works; it only has to be the same in every process of this app
const MIGRATION_LOCK = 72_610_001;

/**
 * Applies the committed migrations, then `afterwards` (the demo seed) under the same lock:
 * several processes starting at once on an empty database take turns, so only the first seeds.
 * A restore passes a folder holding the migrations up to its backup's.
 */
export async function migrateDatabase(
  database: Database,
  afterwards?: () => Promise<void>,
  folder = migrationsFolder,
): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.client), { migrationsFolder: folder });
    await afterwards?.();
    return;
  }
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(connection), { migrationsFolder: folder });
    await afterwards?.();
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    connection.release();
  }
}
