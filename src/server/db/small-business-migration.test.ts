import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OldShop, shopMigratedTo } from '../testing/migrated-to';

// Migration 0036: an order records whether it was sold as a small business (§ 19 UStG). Orders
// from before get it from their invoice, or, without one, from the setting, which their
// documents followed until then.

describe('migration 0036 on a small business with orders', () => {
  let shop: OldShop;

  beforeAll(async () => {
    shop = await shopMigratedTo('0035_foreign_key_indexes');
    const order = (id: string, status: string) =>
      `('${id}', '${status}', 'simulated', 1190, 190, 0, 0, 1190, now(), 'shipping')`;
    await shop.script(`
      insert into shop_settings (key, value) values ('invoicing', '{"smallBusiness": true}');
      insert into orders (id, status, provider, subtotal_cents, vat_cents, shipping_cents,
          discount_cents, total_cents, expires_at, delivery_method)
        values ${order('00000000-0000-4000-8000-000000000001', 'paid')},
               ${order('00000000-0000-4000-8000-000000000002', 'paid')},
               ${order('00000000-0000-4000-8000-000000000003', 'pending')};
      insert into issued_documents (kind, number, order_id, issued_at, gross_cents, content)
        values ('invoice', 'RE-2026-00001', '00000000-0000-4000-8000-000000000001', now(), 1190,
                '{"smallBusiness": false}'),
               ('invoice', 'RE-2026-00002', '00000000-0000-4000-8000-000000000002', now(), 1190,
                '{"smallBusiness": true}');
    `);
    await shop.migrateOn();
  });
  afterAll(async () => shop?.database.close());

  it('takes the invoice’s word, and the setting’s for an order without an invoice', async () => {
    expect(await shop.sql('select id, small_business from orders order by id')).toEqual([
      // invoiced with VAT before the owner switched: it stays sold with VAT
      { id: '00000000-0000-4000-8000-000000000001', small_business: false },
      { id: '00000000-0000-4000-8000-000000000002', small_business: true },
      // its invoice will follow the setting, as it would have before
      { id: '00000000-0000-4000-8000-000000000003', small_business: true },
    ]);
  });
});
