import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../backup/restore-backup';
import { type Database, openDatabase } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';

// Migration 0023: back-in-stock notices wait for products only (a full course date has its
// waitlist, decision 035). Notices a shop took for course dates before go; product notices stay.

async function journalWhen(tag: string): Promise<string> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return String(journal.entries.find((e: { tag: string }) => e.tag === tag).when);
}

describe('migration 0023 on a shop with course-date notices', () => {
  let database: Database;
  const sql = async (text: string) => {
    if (database.kind !== 'pglite') throw new Error('PGlite expected');
    return (await database.client.query<Record<string, unknown>>(text)).rows;
  };
  const script = async (text: string) => {
    if (database.kind === 'pglite') await database.client.exec(text);
  };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const before = await migrationsUpTo(await journalWhen('0022_legacy_import'));
    await migrateDatabase(database, undefined, before.folder);
    await rm(before.folder, { recursive: true, force: true });
    await script(`
      insert into tax_classes (id, name, rate_bp) values ('standard', '19 %', 1900);
      insert into products (id, type, title, price_cents, tax_class_id)
        values ('honig', 'honig', 'Honig', 890, 'standard'), ('kurs', 'course', 'Kurs', 4500, 'standard');
      insert into course_dates (product_id, starts_on, time, total_space)
        values ('kurs', '2027-06-01', '10:00', 8), ('kurs', '2027-07-01', '10:00', 8);
      insert into stock_notices (product_id, course_date_id, email, token)
        values ('honig', null, 'Anna@example.org', 'token-honig-anna-0123456789'),
               ('kurs', 1, 'anna@example.org', 'token-kurs-1-anna-0123456789'),
               ('kurs', 2, 'anna@example.org', 'token-kurs-2-anna-0123456789');
    `);
    await migrateDatabase(database);
  });
  afterAll(async () => database?.close());

  it('keeps the product notices and drops those for course dates with their column', async () => {
    expect(await sql('select * from stock_notices')).toEqual([
      expect.objectContaining({ product_id: 'honig', token: 'token-honig-anna-0123456789' }),
    ]);
    expect(
      await sql(
        "select column_name from information_schema.columns where table_name = 'stock_notices' and column_name = 'course_date_id'",
      ),
    ).toEqual([]);
  });

  it('still takes one notice per product and address, whatever its case', async () => {
    await expect(
      sql(
        "insert into stock_notices (product_id, email, token) values ('honig', 'anna@EXAMPLE.org', 'token-honig-again-0123456789')",
      ),
    ).rejects.toThrow(/stock_notices_product_email_idx/);
  });
});
