import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/client';
import { listSequences, listTables, migrationState, quoteIdent } from './catalog';
import { inTransaction, type Sql } from './connection';
import { BACKUP_FORMAT, type BackupHeader, type TableSection, type Trailer } from './format';

const FILE = /^hofladen-\d{8}T\d{6}Z\.backup\.gz$/;

/** hofladen-20261125T031500Z.backup.gz: sorts by time, no colons for other file systems. */
export const backupFileName = (takenAt: Date) =>
  `hofladen-${takenAt.toISOString().slice(0, 19).replaceAll(/[-:]/g, '')}Z.backup.gz`;

// a row of pictures can be megabytes: few per round trip; other rows are small
const ROWS_PER_FETCH = { bytes: 8, other: 1000 };

async function* dumpLines(sql: Sql, takenAt: Date, count: { tables: number; rows: number }) {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    takenAt: takenAt.toISOString(),
    migrations: await migrationState(sql),
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of await listTables(sql)) {
    const section: TableSection = { table: table.name, columns: table.columns.map((c) => c.name) };
    yield `${JSON.stringify(section)}\n`;
    // every value in its PostgreSQL text form: exact for bytes, numbers and times on either engine
    const values = table.columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ');
    await sql.query(
      `declare backup_rows no scroll cursor for select json_build_array(${values})::text as line from ${quoteIdent(table.name)}`,
    );
    const perFetch = table.hasBytes ? ROWS_PER_FETCH.bytes : ROWS_PER_FETCH.other;
    for (;;) {
      const rows = await sql.query<{ line: string }>(`fetch ${perFetch} from backup_rows`);
      for (const row of rows) yield `${row.line}\n`;
      count.rows += rows.length;
      if (rows.length < perFetch) break;
    }
    await sql.query('close backup_rows');
    count.tables += 1;
  }
  // read last: a sequence is never behind the rows the snapshot saw
  for (const sequence of await listSequences(sql)) yield `${JSON.stringify({ sequence })}\n`;
  const trailer: Trailer = { end: true, tables: count.tables, rows: count.rows };
  yield `${JSON.stringify(trailer)}\n`;
}

export interface BackupResult {
  path: string;
  tables: number;
  rows: number;
  bytes: number;
}

/**
 * Writes one backup of the whole database into `dir` (one snapshot, so orders, stock and
 * pictures agree), then keeps only the newest `keep` backups there. The file appears complete
 * or not at all: it is written under a temporary name, flushed to disk and renamed.
 */
export async function writeBackup(
  database: Database,
  dir: string,
  options: { takenAt: Date; keep: number },
): Promise<BackupResult> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, backupFileName(options.takenAt));
  const temporary = join(
    dir,
    `.${backupFileName(options.takenAt)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const count = { tables: 0, rows: 0 };
  try {
    await inTransaction(database, 'snapshot', (sql) =>
      pipeline(
        Readable.from(dumpLines(sql, options.takenAt, count)),
        createGzip(),
        createWriteStream(temporary, { mode: 0o600 }),
      ),
    );
    const handle = await open(temporary, 'r');
    await handle.sync().finally(() => handle.close());
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await rotateBackups(dir, options.keep);
  return { path, ...count, bytes: (await stat(path)).size };
}

/** Removes all but the newest `keep` backups in `dir`; other files there are left alone. */
export async function rotateBackups(dir: string, keep: number): Promise<void> {
  const backups = (await readdir(dir)).filter((name) => FILE.test(name)).sort();
  for (const name of backups.slice(0, Math.max(0, backups.length - keep)))
    await rm(join(dir, name), { force: true });
}
