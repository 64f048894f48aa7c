import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsUpTo } from '../backup/restore-backup';
import { type Database, openDatabase } from '../db/client';
import { migrateDatabase, migrationsFolder } from '../db/migrate';

/** A shop's data as an older version left it: what a migration test fills before migrating on. */
export interface OldShop {
  database: Database;
  /** The rows a query answers. */
  sql(text: string): Promise<Record<string, unknown>[]>;
  /** Statements run as one script. */
  script(text: string): Promise<void>;
  /** Runs the migrations after `tag`, as a shop's next start does. */
  migrateOn(): Promise<void>;
}

async function journalWhen(tag: string): Promise<string> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const entry = journal.entries.find((e: { tag: string }) => e.tag === tag);
  if (!entry) throw new Error(`no migration ${tag}`);
  return String(entry.when);
}

/** An embedded database in memory, migrated up to and including migration `tag`. */
export async function shopMigratedTo(tag: string): Promise<OldShop> {
  const database = await openDatabase({ dataDir: 'memory://' });
  if (database.kind !== 'pglite') throw new Error('PGlite expected');
  const before = await migrationsUpTo(await journalWhen(tag));
  await migrateDatabase(database, undefined, before.folder);
  await rm(before.folder, { recursive: true, force: true });
  return {
    database,
    sql: async (text) => (await database.client.query<Record<string, unknown>>(text)).rows,
    script: async (text) => {
      await database.client.exec(text);
    },
    migrateOn: () => migrateDatabase(database),
  };
}
