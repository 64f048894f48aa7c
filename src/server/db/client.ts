import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { PreparingClient, wantsPreparedStatements } from './prepared-statements';
import { describeUnavailable, isDatabaseUnavailable } from './unavailable';

/**
 * The one database type services take: PGlite and node-postgres both satisfy it. Made without
 * the schema: the shop writes its queries with the query builder, never `db.query.…`, and with a
 * schema Drizzle builds a relational query builder per table for every transaction (37 of them,
 * 11 µs, against 0.2 µs without).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
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
  /**
   * Told, in one line, each time PostgreSQL cannot be reached at start; the open then waits and
   * tries again (a server that boots before its database). Without it the first failure throws.
   */
  onWaiting?: (message: string) => void;
  /** Told when a pooled connection breaks (database restarted, connection cut). */
  onConnectionLost?: (error: Error) => void;
}

/** The database refused us for good (wrong password, no such database): one line, no stack. */
export class DatabaseOpenError extends Error {}

const CONNECT_TIMEOUT_MS = 5_000;
const MAX_WAIT_MS = 30_000;

async function untilReachable(pool: pg.Pool, onWaiting?: (message: string) => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error))
        throw new DatabaseOpenError(`Datenbank: ${describeUnavailable(error)}`);
      if (!onWaiting)
        throw new DatabaseOpenError(`Datenbank nicht erreichbar (${describeUnavailable(error)})`);
      const waitMs = Math.min(MAX_WAIT_MS, 1_000 * 2 ** attempt);
      onWaiting(
        `Datenbank nicht erreichbar (${describeUnavailable(error)}), neuer Versuch in ${waitMs / 1000} s …`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // without it a request waits forever for a database behind a silent network
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(wantsPreparedStatements(options.url) ? { Client: PreparingClient } : {}),
    });
    // An idle connection the server drops is reported here; unheard, the event would end the
    // process. The pool opens a new connection for the next query, which gets a 503 meanwhile.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    // at boot, not on the first customer request
    await untilReachable(pool, options.onWaiting).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    const db = drizzlePg(pool) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const lock = inMemory ? null : lockDataDir(options.dataDir);
  const client = await PGlite.create(options.dataDir).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const db = drizzlePglite(client) as unknown as Db;
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
