import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/audit-schema';
import type { ShopSettingsView } from '../../domain/shop-settings-schema';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';

// The backoffice's Einstellungen: how the shop hears of low stock (docs/shop/stock.md#low-stock)
// and which categories sell food (docs/shop/food-information.md), as its forms save them.

describe.each(databaseKinds())('stock alert and food category settings on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);

  it('switches low-stock alerts to the daily digest and back, and keeps who did it', async () => {
    const { request } = await staff();
    expect((await request({ method: 'GET', url: '/api/admin/stock-alerts' })).json()).toEqual({
      mode: 'each',
    });
    const daily = await request({
      method: 'PUT',
      url: '/api/admin/stock-alerts',
      payload: { mode: 'daily' },
    });
    expect(daily.statusCode, daily.body).toBe(200);
    expect(daily.json()).toEqual({ mode: 'daily' });
    expect((await request({ method: 'GET', url: '/api/admin/stock-alerts' })).json()).toEqual({
      mode: 'daily',
    });
    const [change] = (
      await request({ method: 'GET', url: '/api/admin/audit/settings/stockAlerts' })
    ).json<AuditEntry[]>();
    expect(change).toMatchObject({
      action: 'created',
      changes: [{ field: 'mode', before: 'each', after: 'daily' }],
    });
    const wrong = await request({
      method: 'PUT',
      url: '/api/admin/stock-alerts',
      payload: { mode: 'weekly' },
    });
    expect(wrong.statusCode).toBe(400);
    await request({ method: 'PUT', url: '/api/admin/stock-alerts', payload: { mode: 'each' } });
    expect((await request({ method: 'GET', url: '/api/admin/stock-alerts' })).json()).toEqual({
      mode: 'each',
    });
    expect(
      (await shop().app.inject({ method: 'GET', url: '/api/admin/stock-alerts' })).statusCode,
    ).toBe(401);
  });

  it('saves which categories are food and which honey, refusing honey that is not food', async () => {
    const { request } = await staff();
    const saved = await request({
      method: 'PUT',
      url: '/api/admin/settings/food-types',
      payload: { food: ['honig', 'drink', 'strength', 'other'], honey: ['honig'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ShopSettingsView>().foodTypes).toEqual({
      food: ['honig', 'drink', 'strength', 'other'],
      honey: ['honig'],
    });
    const refused = await request({
      method: 'PUT',
      url: '/api/admin/settings/food-types',
      payload: { food: ['drink'], honey: ['honig'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'body.honey: Honig ist ein Lebensmittel: jede Honig-Kategorie muss auch Lebensmittel sein.',
    );
    const settings = await request({ method: 'GET', url: '/api/admin/settings' });
    expect(settings.json<ShopSettingsView>().foodTypes.food).toContain('other');
  });
});
