import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services take: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database =
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> }
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> };

export interface DatabaseOptions {
  /** postgres://… — unset means embedded PGlite. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // fail at boot, not on the first customer request
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const lock = inMemory ? null : lockDataDir(options.dataDir);
  const client = await PGlite.create(options.dataDir).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    client,
    async close() {
      await client.close();
      lock?.release();
    },
  };
}
