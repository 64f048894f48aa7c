import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
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

const missingPostgres: DatabaseKind = {
  name: 'postgres',
  open: () => Promise.reject(new Error('needs TEST_DATABASE_URL')),
};

/**
 * A suite only PostgreSQL can prove (several server processes share nothing else). Without
 * `TEST_DATABASE_URL`, or another setting it names, it shows as skipped with the reason in its
 * title; a file whose only suite was left out by an `if` made `npm test` red on a laptop
 * without a database server.
 */
export function describeOnPostgres(
  title: string,
  body: (postgres: DatabaseKind) => void,
  alsoNeeds: Record<string, string | undefined> = {},
): void {
  const postgres = databaseKinds().find((kind) => kind.name === 'postgres');
  const missing = [
    ...(postgres ? [] : ['TEST_DATABASE_URL']),
    ...Object.entries(alsoNeeds)
      .filter(([, value]) => !value)
      .map(([name]) => name),
  ];
  const shown = missing.length ? `${title} (skipped: needs ${missing.join(' and ')})` : title;
  describe.skipIf(missing.length > 0)(shown, () => body(postgres ?? missingPostgres));
}
