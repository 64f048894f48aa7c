import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDER_MINIMUM_REASON } from '../../domain/course-date-schema';
import { migrationsUpTo } from '../backup/restore-backup';
import { type Database, openDatabase } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';

// Migration 0030: a cancelled date keeps the reason its mails give. Dates the decision day called
// off before get its sentence (a booking paid late is mailed by the sweep after the update);
// those staff called off get none, since their reason was never asked.

async function journalWhen(tag: string): Promise<string> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return String(journal.entries.find((e: { tag: string }) => e.tag === tag).when);
}

describe('migration 0030 on a shop with cancelled dates', () => {
  let database: Database;
  const sql = async (text: string) => {
    if (database.kind !== 'pglite') throw new Error('PGlite expected');
    return (await database.client.query<Record<string, unknown>>(text)).rows;
  };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const before = await migrationsUpTo(await journalWhen('0029_refund_cancels_booking'));
    await migrateDatabase(database, undefined, before.folder);
    await rm(before.folder, { recursive: true, force: true });
    if (database.kind !== 'pglite') throw new Error('PGlite expected');
    await database.client.exec(`
      insert into tax_classes (id, name, rate_bp) values ('standard', '19 %', 1900);
      insert into products (id, type, title, price_cents, tax_class_id)
        values ('kurs', 'course', 'Kurs', 4500, 'standard');
      insert into course_dates (id, product_id, starts_on, time, total_space, cancelled_at)
        values (1, 'kurs', '2027-06-01', '10:00', 8, now()),
               (2, 'kurs', '2027-07-01', '10:00', 8, now()),
               (3, 'kurs', '2027-08-01', '10:00', 8, null);
      insert into audit_log (entity, entity_id, action, staff_user_id, staff_name)
        values ('course_date', '1', 'cancelled', null, 'Automatisch (Shop)'),
               ('course_date', '2', 'cancelled', null, 'Greta Imker'),
               ('course_date', '3', 'updated', null, 'Automatisch (Shop)');
    `);
    await migrateDatabase(database);
  });
  afterAll(async () => database?.close());

  it('gives the decision day’s reason to the dates it cancelled, and no other', async () => {
    expect(await sql('select id, cancel_reason from course_dates order by id')).toEqual([
      // the migration's words are the decision's words of today
      { id: 1, cancel_reason: UNDER_MINIMUM_REASON },
      { id: 2, cancel_reason: null },
      { id: 3, cancel_reason: null },
    ]);
  });
});
