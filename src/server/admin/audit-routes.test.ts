import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/audit-schema';
import { ratings } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { staffClient } from '../testing/staff';

describe.each(databaseKinds())('the audit log on $name', (kind) => {
  const shop = useTestShop(kind);

  it('records who changed what in every backoffice write, shown per entity', async () => {
    const { app, database } = shop();
    const { request } = await staffClient(app, database.db);
    const trail = async (entity: string, id: string) => {
      const response = await request({ method: 'GET', url: `/api/admin/audit/${entity}/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AuditEntry[]>();
    };
    const ok = async (options: Parameters<typeof request>[0]) => {
      const response = await request(options);
      expect(response.statusCode, `${options.url}: ${response.body}`).toBeLessThan(300);
      return response;
    };

    await ok({ method: 'PUT', url: '/api/admin/settings/shipping', payload: { euros: '5,90' } });
    await ok({ method: 'PUT', url: '/api/admin/settings/shipping', payload: { euros: '6,75' } });
    expect((await trail('settings', 'shipping'))[0]).toMatchObject({
      staffName: 'Greta Bienenstöck',
      action: 'updated',
      changes: [{ field: 'amountCents', before: 590, after: 675 }],
    });

    await ok({
      method: 'POST',
      url: '/api/admin/discount-codes',
      payload: { code: 'AUDIT5', percentage: '5' },
    });
    await ok({
      method: 'PUT',
      url: '/api/admin/discount-codes/AUDIT5',
      payload: { percentage: '7', active: false },
    });
    expect((await trail('discount_code', 'AUDIT5')).map((entry) => entry.action)).toEqual([
      'updated',
      'created',
    ]);

    await ok({
      method: 'PUT',
      url: '/api/admin/legal/impressum',
      payload: { title: 'Impressum', markdown: 'Imkerei Bienenstöck, Lindenweg 1' },
    });
    expect((await trail('legal_page', 'impressum'))[0]?.changes).toContainEqual({
      field: 'markdown',
      before: null,
      after: 'Imkerei Bienenstöck, Lindenweg 1',
    });

    const order = await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'audit@example.org');
    const [rating] = await database.db
      .insert(ratings)
      .values({
        productId: 'p-akazienhonig',
        orderId: order.orderId,
        title: 'Lecker',
        ort: 'Köln',
        rate: 5,
        comment: '',
        date: '2026-11-22',
        enabled: false,
      })
      .returning({ id: ratings.id });
    await ok({
      method: 'PATCH',
      url: `/api/admin/ratings/${rating?.id}`,
      payload: { enabled: true },
    });
    expect((await trail('rating', String(rating?.id)))[0]?.changes).toEqual([
      { field: 'enabled', before: false, after: true },
    ]);

    await ok({ method: 'POST', url: `/api/admin/orders/${order.orderId}/confirmation` });
    await ok({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: 'audit@example.org' },
    });
    expect((await trail('order', order.orderId)).map((entry) => entry.action)).toEqual([
      'updated',
      'sent',
    ]);
    // the erased customer's rating text is gone from its history too
    const erasedRating = await trail('rating', String(rating?.id));
    expect(erasedRating.map((entry) => entry.changes)).toEqual([[]]);
    expect(JSON.stringify(erasedRating)).not.toContain('Köln');
  });

  it('refuses an unknown kind of entity with 400', async () => {
    const { app, database } = shop();
    const { request } = await staffClient(app, database.db);
    const response = await request({ method: 'GET', url: '/api/admin/audit/kunde/1' });
    expect(response.statusCode).toBe(400);
  });
});
