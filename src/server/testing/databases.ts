import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export type TestDatabase = Database & { url?: string };

export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database of this kind; `close()` removes it. */
  open(): Promise<TestDatabase>;
}

const pglite: DatabaseKind = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    return database;
  },
};

function postgres(serverUrl: string): DatabaseKind {
  return {
    name: 'postgres',
    async open() {
      const name = `hofladen_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 20 });
      if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL connection');
      await migrateDatabase(database);
      return {
        ...database,
        url: url.toString(),
        async close() {
          // pool.end() resolves before every client has hung up; dropping the database earlier
          // would kill those connections and surface as an uncaught 57P01
          const open = database.pool.totalCount;
          const gone = new Promise<void>((resolve) => {
            let removed = 0;
            if (open === 0) resolve();
            database.pool.on('remove', () => {
              removed += 1;
              if (removed >= open) resolve();
            });
          });
          await database.close();
          await gone;
          const cleanup = new pg.Client({ connectionString: serverUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

/** Integration suites run on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
