import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OutboxMail, OutboxPage } from '../../domain/admin-outbox-schema';
import { orderNumber } from '../../domain/withdrawal';
import { outbox } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';

describe.each(databaseKinds())('backoffice outbox on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);
  const asStaff = async (method: 'GET' | 'POST', url: string) =>
    (await staff()).request({ method, url });

  it('lists mails by state, shows one as the customer reads it, and puts it first in line', async () => {
    const { app, database } = shop();
    const order = await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'post@example.org');
    const subject = `Deine Bestellung ${orderNumber(order.orderId)} im Hofladen`;
    const [queued] = await database.db.select().from(outbox).where(eq(outbox.subject, subject));
    if (!queued) throw new Error('the order confirmation was not queued');
    // as after a refused delivery: tried once, due in an hour
    await database.db
      .update(outbox)
      .set({
        attempts: 1,
        lastError: '421 try later',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .where(eq(outbox.id, queued.id));

    for (const view of ['alle', 'wartet', 'fehler']) {
      const page = (await asStaff('GET', `/api/admin/outbox?view=${view}`)).json<OutboxPage>();
      expect(page.mails.map((mail) => mail.id)).toContain(queued.id);
    }
    const sent = (await asStaff('GET', '/api/admin/outbox?view=versendet')).json<OutboxPage>();
    expect(sent.mails.map((mail) => mail.id)).not.toContain(queued.id);

    const mail = (await asStaff('GET', `/api/admin/outbox/${queued.id}`)).json<OutboxMail>();
    expect(mail).toMatchObject({
      subject,
      recipient: 'post@example.org',
      lastError: '421 try later',
    });
    expect(mail.text).toContain('Vielen Dank für deinen Einkauf!');

    expect((await asStaff('POST', `/api/admin/outbox/${queued.id}/retry`)).statusCode).toBe(202);
    const [due] = await database.db.select().from(outbox).where(eq(outbox.id, queued.id));
    expect(due?.status).toBe('pending');
    expect(due?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    await database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, queued.id));
    const again = await asStaff('POST', `/api/admin/outbox/${queued.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_SENT');
  });

  it('answers unknown mails, bad filters and strangers clearly', async () => {
    expect((await asStaff('GET', '/api/admin/outbox/999999')).statusCode).toBe(404);
    expect((await asStaff('POST', '/api/admin/outbox/999999/retry')).statusCode).toBe(404);
    for (const query of ['view=kaputt', 'page=0', 'status=sent']) {
      expect((await asStaff('GET', `/api/admin/outbox?${query}`)).statusCode).toBe(400);
    }
    expect((await shop().app.inject('/api/admin/outbox')).statusCode).toBe(401);
  });
});
