import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDER_MINIMUM_REASON } from '../../domain/course-date-schema';
import { type OldShop, shopMigratedTo } from '../testing/migrated-to';

// Migration 0030: a cancelled date keeps the reason its mails give. Dates the decision day called
// off before get its sentence (a booking paid late is mailed by the sweep after the update);
// those staff called off get none, since their reason was never asked.

describe('migration 0030 on a shop with cancelled dates', () => {
  let shop: OldShop;

  beforeAll(async () => {
    shop = await shopMigratedTo('0029_refund_cancels_booking');
    await shop.script(`
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
    await shop.migrateOn();
  });
  afterAll(async () => shop?.database.close());

  it('gives the decision day’s reason to the dates it cancelled, and no other', async () => {
    expect(await shop.sql('select id, cancel_reason from course_dates order by id')).toEqual([
      // the migration's words are the decision's words of today
      { id: 1, cancel_reason: UNDER_MINIMUM_REASON },
      { id: 2, cancel_reason: null },
      { id: 3, cancel_reason: null },
    ]);
  });
});
