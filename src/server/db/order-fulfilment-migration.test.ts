import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OldShop, shopMigratedTo } from '../testing/migrated-to';

// A shop that ran before issue 27 keeps its orders: migration 0012 gives each one a delivery
// method and a state, and the shipping rate becomes Germany's.

const GOODS_PAID = '00000000-0000-4000-8000-000000000001';
const COURSE_PAID = '00000000-0000-4000-8000-000000000002';
const GOODS_PENDING = '00000000-0000-4000-8000-000000000003';

describe('migration 0012 on a shop with orders', () => {
  let shop: OldShop;
  const sql = (text: string) => shop.sql(text);

  beforeAll(async () => {
    shop = await shopMigratedTo('0011_login_known_devices');
    await shop.script(`
      insert into tax_classes (id, name, rate_bp) values ('standard', '19 %', 1900);
      insert into products (id, type, title, price_cents, tax_class_id)
        values ('honig', 'honig', 'Honig', 890, 'standard'), ('kurs', 'course', 'Kurs', 4500, 'standard');
      insert into course_dates (product_id, starts_on, time, total_space) values ('kurs', '2026-06-01', '10:00', 8);
      insert into orders (id, status, provider, subtotal_cents, vat_cents, shipping_cents, discount_cents, total_cents, expires_at)
        values ('${GOODS_PAID}', 'paid', 'simulated', 890, 0, 675, 0, 1565, now()),
               ('${COURSE_PAID}', 'paid', 'simulated', 4500, 0, 0, 0, 4500, now()),
               ('${GOODS_PENDING}', 'pending', 'simulated', 890, 0, 675, 0, 1565, now());
      insert into order_items (order_id, product_id, title, unit_price_cents, quantity, tax_rate_bp, course_date_id)
        values ('${GOODS_PAID}', 'honig', 'Honig', 890, 1, 1900, null),
               ('${GOODS_PAID}', 'kurs', 'Kurs', 4500, 1, 1900, 1),
               ('${COURSE_PAID}', 'kurs', 'Kurs', 4500, 1, 1900, 1),
               ('${GOODS_PENDING}', 'honig', 'Honig', 890, 1, 1900, null);
      insert into shipping_costs (name, amount_cents) values ('Verpackung & Versand', 675), ('Alt', 990);
    `);
    await shop.migrateOn();
  });
  afterAll(async () => shop?.database.close());

  it('ships orders with goods, and puts paid orders in state "paid"', async () => {
    expect(
      await sql(
        'select id, delivery_method, fulfilment_state, fulfilment_version from orders order by id',
      ),
    ).toEqual([
      {
        id: GOODS_PAID,
        delivery_method: 'shipping',
        fulfilment_state: 'paid',
        fulfilment_version: 1,
      },
      { id: COURSE_PAID, delivery_method: 'none', fulfilment_state: 'paid', fulfilment_version: 1 },
      {
        id: GOODS_PENDING,
        delivery_method: 'shipping',
        fulfilment_state: null,
        fulfilment_version: 1,
      },
    ]);
  });

  it('gives every order its own unguessable status token', async () => {
    const tokens = (await sql('select status_token from orders')).map((row) => row.status_token);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the rate that was read as Germany’s, and requires a method of new orders', async () => {
    expect(await sql('select country_group, amount_cents, countries from shipping_costs')).toEqual([
      { country_group: 'DE', amount_cents: 675, countries: ['DE'] },
    ]);
    await expect(
      sql(
        `insert into orders (status, provider, subtotal_cents, vat_cents, shipping_cents, discount_cents, total_cents, expires_at)
         values ('pending', 'simulated', 0, 0, 0, 0, 0, now())`,
      ),
    ).rejects.toThrow(/delivery_method/);
  });
});
