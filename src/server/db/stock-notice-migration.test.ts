import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OldShop, shopMigratedTo } from '../testing/migrated-to';

// Migration 0023: back-in-stock notices wait for products only (a full course date has its
// waitlist, decision 035). Notices a shop took for course dates before go; product notices stay.

describe('migration 0023 on a shop with course-date notices', () => {
  let shop: OldShop;
  const sql = (text: string) => shop.sql(text);

  beforeAll(async () => {
    shop = await shopMigratedTo('0022_legacy_import');
    await shop.script(`
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
    await shop.migrateOn();
  });
  afterAll(async () => shop?.database.close());

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
