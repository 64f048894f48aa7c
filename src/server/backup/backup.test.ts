import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import { migrateDatabase, migrationsFolder } from '../db/migrate';
import { images } from '../db/schema';
import { startTestShop, type TestShop, testConfig } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { type DatabaseKind, databaseKinds, describeOnPostgres } from '../testing/databases';
import { listSequences, listTables, migrationState, quoteIdent } from './catalog';
import { inTransaction } from './connection';
import { migrationsUpTo, RestoreRefused, restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

/** Rows and an md5 over every row's text per table, and the sequences: what must survive. */
function fingerprint(database: Database) {
  return inTransaction(database, 'snapshot', async (sql) => {
    const tables: Record<string, { rows: number; md5: string }> = {};
    for (const table of await listTables(sql)) {
      const [row] = await sql.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
           from ${quoteIdent(table.name)} t`,
      );
      if (row) tables[table.name] = row;
    }
    return { tables, sequences: await listSequences(sql) };
  });
}

// every byte value, and text a JSON line or a CSV would trip over
const ALL_BYTES = Buffer.from(Array.from({ length: 1024 }, (_, index) => (index * 7) % 256));
const AWKWARD = 'Zeile 1\nZeile 2\t"Anführung" \\ Backslash, Komma; 🐝 \u2028';

async function shopOn(database: Database) {
  return buildApp({
    database,
    config: testConfig(),
    webRoot: '/nonexistent',
    today: () => '2026-11-22',
    sweepIntervalMs: 0,
  });
}

async function fillShop(shop: TestShop) {
  await buyWithTestCard(shop.app, [goodsLine('p-akazienhonig', 2)], 'vorher@example.org');
  await shop.database.db.insert(images).values({
    id: 'all-bytes',
    mime: 'image/webp',
    width: 1,
    height: 1,
    bytes: ALL_BYTES,
    createdAt: new Date('2026-03-29T01:59:59.123Z'),
  });
  // numbers beyond a double, and a JSON null that is not an SQL NULL
  const value = `{"text": ${JSON.stringify(AWKWARD)}, "big": 12345678901234567890.123456789}`;
  await shop.database.db.execute(
    sql`insert into shop_settings (key, value) values ('awkward', ${value}::jsonb), ('nothing', 'null'::jsonb)`,
  );
}

describe.each(databaseKinds())('backup and restore on $name', (kind: DatabaseKind) => {
  let shop: TestShop;
  let dir: string;
  let file: string;
  const restored: Database[] = [];

  beforeAll(async () => {
    shop = await startTestShop(kind);
    await fillShop(shop);
    dir = await mkdtemp(join(tmpdir(), 'hofladen-backup-test-'));
    file = (
      await writeBackup(shop.database, dir, { takenAt: new Date('2026-11-25T02:00:00Z'), keep: 14 })
    ).path;
  });
  afterAll(async () => {
    for (const database of restored) await database.close();
    await shop.close();
    await rm(dir, { recursive: true, force: true });
  });

  const freshDatabase = async () => {
    const database = await kind.open();
    restored.push(database);
    return database;
  };

  it('restores every row, byte and sequence exactly, and the shop sells from the copy', async () => {
    expect(file).toMatch(/hofladen-20261125T020000Z\.backup\.gz$/);
    const target = await freshDatabase();
    const result = await restoreBackup(target, file);
    const before = await fingerprint(shop.database);
    expect(result.rows).toBe(Object.values(before.tables).reduce((sum, t) => sum + t.rows, 0));
    expect(await fingerprint(target)).toEqual(before);
    expect(before.tables.images?.rows).toBeGreaterThan(1);
    expect(before.tables.orders?.rows).toBeGreaterThan(0);
    const [picture] = await target.db.select().from(images).where(eq(images.id, 'all-bytes'));
    expect(picture?.bytes.equals(ALL_BYTES)).toBe(true);

    const app = await shopOn(target);
    try {
      const order = await buyWithTestCard(
        app,
        [goodsLine('p-akazienhonig')],
        'nachher@example.org',
      );
      expect(order.status).toBe('paid');
    } finally {
      await app.close();
    }
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const target = await freshDatabase();
    await restoreBackup(target, file);
    const before = await fingerprint(target);
    await expect(restoreBackup(target, file)).rejects.toThrow(
      /^Die Datenbank ist nicht leer \(Tabelle \w+ hat Daten\)/,
    );
    expect(await fingerprint(target)).toEqual(before);
  });

  it('loads all or nothing: a copy cut off halfway leaves the database empty', async () => {
    const whole = await readFile(file);
    const cut = join(dir, 'cut.backup.gz');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const target = await freshDatabase();
    await expect(restoreBackup(target, cut)).rejects.toThrow(RestoreRefused);
    const after = await fingerprint(target);
    expect(Object.values(after.tables).every((table) => table.rows === 0)).toBe(true);
  });

  it('keeps the newest backups only', async () => {
    const rotated = await mkdtemp(join(tmpdir(), 'hofladen-rotate-'));
    await writeFile(join(rotated, 'notizen.txt'), 'bleibt');
    for (const day of [21, 22, 23, 24])
      await writeBackup(shop.database, rotated, {
        takenAt: new Date(`2026-11-${day}T02:00:00Z`),
        keep: 2,
      });
    expect((await readdir(rotated)).sort()).toEqual([
      'hofladen-20261123T020000Z.backup.gz',
      'hofladen-20261124T020000Z.backup.gz',
      'notizen.txt',
    ]);
    await rm(rotated, { recursive: true, force: true });
  });
});

describeOnPostgres('a farm moving from the embedded database to PostgreSQL', (postgres) => {
  it('restores a PGlite backup into PostgreSQL with the same rows', async () => {
    const [pglite] = databaseKinds();
    if (!pglite) throw new Error('no PGlite');
    const shop = await startTestShop(pglite);
    const target = await postgres.open();
    const dir = await mkdtemp(join(tmpdir(), 'hofladen-move-'));
    try {
      await fillShop(shop);
      const { path } = await writeBackup(shop.database, dir, { takenAt: new Date(), keep: 1 });
      await restoreBackup(target, path);
      expect(await fingerprint(target)).toEqual(await fingerprint(shop.database));
    } finally {
      await shop.close();
      await target.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000); // two PGlite databases created and migrated
});

describe('a restore into a database never migrated', () => {
  it('creates the schema the backup had', async () => {
    const [pglite] = databaseKinds();
    if (!pglite) throw new Error('no PGlite');
    const shop = await startTestShop(pglite);
    const dir = await mkdtemp(join(tmpdir(), 'hofladen-bare-'));
    const bare = await openDatabase({ dataDir: 'memory://' });
    try {
      const { path } = await writeBackup(shop.database, dir, { takenAt: new Date(), keep: 1 });
      await restoreBackup(bare, path);
      expect(await fingerprint(bare)).toEqual(await fingerprint(shop.database));
    } finally {
      await shop.close();
      await bare.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000); // two PGlite databases created and migrated
});

describe('a backup from an older version of the shop', () => {
  it('comes back under its own schema and is migrated on', async () => {
    const journal = JSON.parse(
      await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    const [older, newest] = journal.entries.slice(-2).map((entry) => String(entry.when));
    const old = await migrationsUpTo(older ?? '');
    const source = await openDatabase({ dataDir: 'memory://' });
    const target = await openDatabase({ dataDir: 'memory://' });
    const dir = await mkdtemp(join(tmpdir(), 'hofladen-old-'));
    try {
      await migrateDatabase(source, undefined, old.folder);
      await source.db.execute(
        sql`insert into tax_classes (id, name, rate_bp) values ('alt', 'Alter Satz', 700)`,
      );
      const { path } = await writeBackup(source, dir, { takenAt: new Date(), keep: 1 });
      await restoreBackup(target, path);
      const state = await inTransaction(target, 'snapshot', migrationState);
      expect(state.lastCreatedAt).toBe(newest);
      expect(await target.db.execute(sql`select name from tax_classes`)).toMatchObject({
        rows: [{ name: 'Alter Satz' }],
      });
    } finally {
      await source.close();
      await target.close();
      await rm(old.folder, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000); // two PGlite databases created and migrated
});
