import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../testing/databases';

/**
 * Foreign keys whose column has no index of its own, each with why none is needed: the rows it
 * points to are few and never deleted, or the column is never looked up by.
 */
const UNINDEXED = {
  'products.tax_class_id': 'a handful of tax classes, which the shop never deletes',
  'product_images.image_id': 'one row per picture shown; pictures are found by product',
  'outbox.attachment_document_id': 'issued documents are kept for good (GoBD), never deleted',
  'audit_log.staff_user_id': 'the shop deletes no staff account; the log is read by entity',
  'refunds.withdrawal_id': 'withdrawals are kept with their order and never deleted',
  'waitlist_entries.order_id':
    'set when a checkout books an offered place; entries are found by date',
};

/**
 * Every table that grows with the shop's sales is looked up by its foreign keys, and PostgreSQL
 * checks each of them on a delete of the row they point to. Without an index either reads the
 * whole table: 55–65 ms at 300,000 order lines for "was this product ever sold?" and a course
 * date's reminders, 0.1–0.2 ms with one.
 */
describe.each(databaseKinds())('foreign keys on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => database?.close());

  it('each has an index led by its column, or a reason in the list above', async () => {
    const result = await database.db.execute(sql`
      select c.conrelid::regclass::text || '.' || a.attname as key
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and array_length(c.conkey, 1) = 1
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1`);
    const { rows } = result as unknown as { rows: { key: string }[] };
    expect(rows.map((row) => row.key)).toEqual(Object.keys(UNINDEXED).sort());
  });
});
