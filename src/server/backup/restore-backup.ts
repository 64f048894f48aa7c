import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Database } from '../db/client';
import { migrateDatabase, migrationsFolder } from '../db/migrate';
import { listTables, migrationState, quoteIdent, type TableInfo } from './catalog';
import { inTransaction, type Sql } from './connection';
import { BACKUP_FORMAT, type BackupHeader, type SectionLine } from './format';

/** A restore that must not start; the message is one line for the person at the console. */
export class RestoreRefused extends Error {}

// rows go to the database in batches: bounded memory, few round trips
const BATCH = { rows: 500, chars: 8_000_000 };

async function* lines(file: string): AsyncGenerator<string> {
  // pipeline hands a missing or broken file's error on to the lines being read
  const input = pipeline(createReadStream(file), createGunzip(), () => undefined);
  const reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    yield* reader;
  } finally {
    reader.close();
    input.destroy();
  }
}

async function readHeader(file: string): Promise<BackupHeader> {
  for await (const line of lines(file)) {
    const header = JSON.parse(line) as Partial<BackupHeader>;
    if (header.format !== BACKUP_FORMAT || !header.migrations?.lastCreatedAt)
      throw new RestoreRefused(`${file} ist keine Hofladen-Sicherung.`);
    return header as BackupHeader;
  }
  throw new RestoreRefused(`${file} ist leer.`);
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** A copy of the migrations folder that ends at the backup's migration. */
export async function migrationsUpTo(
  lastCreatedAt: string,
): Promise<{ folder: string; latest: boolean }> {
  const journal = JSON.parse(
    await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((entry) => String(entry.when) === lastCreatedAt);
  if (last < 0)
    throw new RestoreRefused(
      'Die Sicherung stammt von einer neueren Hofladen-Version: erst den Hofladen aktualisieren, dann wiederherstellen.',
    );
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(join(tmpdir(), 'hofladen-restore-'));
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return { folder, latest: last === journal.entries.length - 1 };
}

async function refuseUnlessEmpty(sql: Sql, header: BackupHeader): Promise<void> {
  const state = await migrationState(sql);
  const newer =
    state.lastCreatedAt &&
    BigInt(state.lastCreatedAt) > BigInt(header.migrations.lastCreatedAt ?? 0);
  for (const table of await listTables(sql)) {
    const [row] = await sql.query<{ found: boolean }>(
      `select exists (select 1 from ${quoteIdent(table.name)}) as found`,
    );
    if (row?.found)
      throw new RestoreRefused(
        `Die Datenbank ist nicht leer (Tabelle ${table.name} hat Daten): nur in eine leere Datenbank wiederherstellen — neuer DATA_DIR oder frische PostgreSQL-Datenbank.`,
      );
  }
  if (newer)
    throw new RestoreRefused(
      'Die leere Datenbank hat schon ein neueres Schema als die Sicherung: in eine frische Datenbank wiederherstellen (neuer DATA_DIR, oder DATABASE_URL einer neu angelegten Datenbank).',
    );
}

function insertRows(sql: Sql, table: TableInfo, columns: string[], rows: string[]) {
  const types = new Map(table.columns.map((column) => [column.name, column.type]));
  const values = columns.map((name, index) => {
    const type = types.get(name);
    if (!type)
      throw new RestoreRefused(
        `Die Sicherung hat eine Spalte ${table.name}.${name}, die es nicht gibt.`,
      );
    return `(r->>${index})::${type}`;
  });
  return sql.query(
    `insert into ${quoteIdent(table.name)} (${columns.map(quoteIdent).join(', ')})
     select ${values.join(', ')} from json_array_elements($1::json) as e(r)`,
    [`[${rows.join(',')}]`],
  );
}

async function loadRows(sql: Sql, file: string, header: BackupHeader) {
  await refuseUnlessEmpty(sql, header);
  const tables = new Map((await listTables(sql)).map((table) => [table.name, table]));
  let current: { table: TableInfo; columns: string[] } | null = null;
  let batch: string[] = [];
  let batchChars = 0;
  const restored = { tables: 0, rows: 0 };
  let ended = false;
  const flush = async () => {
    if (current && batch.length) await insertRows(sql, current.table, current.columns, batch);
    restored.rows += batch.length;
    batch = [];
    batchChars = 0;
  };
  let first = true;
  for await (const line of lines(file)) {
    if (first) {
      first = false;
      continue;
    }
    if (line.startsWith('[')) {
      if (!current) throw new RestoreRefused(`${file} ist beschädigt (Zeile ohne Tabelle).`);
      batch.push(line);
      batchChars += line.length;
      if (batch.length >= BATCH.rows || batchChars >= BATCH.chars) await flush();
      continue;
    }
    await flush();
    const section = JSON.parse(line) as SectionLine;
    if ('table' in section) {
      const table = tables.get(section.table);
      if (!table)
        throw new RestoreRefused(
          `Die Sicherung hat eine Tabelle ${section.table}, die es nicht gibt.`,
        );
      current = { table, columns: section.columns };
      restored.tables += 1;
    } else if ('sequence' in section) {
      await sql.query('select setval($1::regclass, $2::bigint, $3::boolean)', [
        quoteIdent(section.sequence.name),
        section.sequence.lastValue,
        section.sequence.isCalled,
      ]);
    } else {
      if (section.rows !== restored.rows || section.tables !== restored.tables)
        throw new RestoreRefused(`${file} ist beschädigt (Zeilenzahl stimmt nicht).`);
      ended = true;
    }
  }
  if (!ended) throw new RestoreRefused(`${file} ist unvollständig (bricht vor dem Ende ab).`);
  return restored;
}

/**
 * Loads a backup into an empty database: its schema as the backup had it, every row and
 * sequence in one transaction (all or nothing), then the migrations since.
 */
export async function restoreBackup(
  database: Database,
  file: string,
): Promise<{ tables: number; rows: number; takenAt: string }> {
  const header = await readHeader(file).catch((error: unknown) => {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`${file} lässt sich nicht lesen: ${(error as Error).message}`);
  });
  await inTransaction(database, 'write', (sql) => refuseUnlessEmpty(sql, header));
  const migrations = await migrationsUpTo(header.migrations.lastCreatedAt ?? '');
  try {
    await migrateDatabase(database, undefined, migrations.folder);
  } finally {
    await rm(migrations.folder, { recursive: true, force: true });
  }
  const restored = await inTransaction(database, 'write', (sql) =>
    loadRows(sql, file, header),
  ).catch((error: unknown) => {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`${file} lässt sich nicht laden: ${(error as Error).message}`);
  });
  if (!migrations.latest) await migrateDatabase(database);
  return { ...restored, takenAt: header.takenAt };
}
