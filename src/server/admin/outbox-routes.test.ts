import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OutboxMail, OutboxPage } from '../../domain/admin-outbox-schema';
import { orderNumber } from '../../domain/withdrawal';
import { outbox } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';

// a mail server to retry with; nothing here sends (delivery runs in main.ts, not in the test shop)
const MAIL_SERVER = { SMTP_URL: 'smtp://127.0.0.1:2525' };

describe.each(databaseKinds())('backoffice outbox on $name', (kind) => {
  const shop = useTestShop(kind, { config: MAIL_SERVER });
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
      expect(page.mailServer).toBe(true);
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
    const trail = (await asStaff('GET', `/api/admin/audit/outbox/${queued.id}`)).json();
    expect(trail[0]).toMatchObject({
      staffName: 'Greta Bienenstöck',
      action: 'updated',
      changes: expect.arrayContaining([
        { field: 'nextAttemptAt', before: expect.any(String), after: 'sofort' },
      ]),
    });

    await database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, queued.id));
    const again = await asStaff('POST', `/api/admin/outbox/${queued.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_SENT');
  });

  it('finds a customer’s mails by part of the address or the order number, as typed', async () => {
    const { app } = shop();
    const order = await buyWithTestCard(
      app,
      [goodsLine('p-akazienhonig')],
      'Jürgen.Weiß_1@example.org',
    );
    await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'juergen.weissx1@example.org');
    const search = async (q: string) =>
      (await asStaff('GET', `/api/admin/outbox?q=${encodeURIComponent(q)}`)).json<OutboxPage>();

    const found = await search(' jürgen.weiß_1@EXAMPLE ');
    expect(found.total).toBeGreaterThan(0);
    expect(new Set(found.mails.map((mail) => mail.recipient))).toEqual(
      new Set(['Jürgen.Weiß_1@example.org']),
    );
    // `_` and `%` are the address's own signs, not wildcards
    expect((await search('weiss_1')).total).toBe(0);
    expect((await search('%')).total).toBe(0);
    expect((await search('juergen')).mails.map((mail) => mail.recipient)).toContain(
      'juergen.weissx1@example.org',
    );
    const byNumber = await search(`#${orderNumber(order.orderId).toLowerCase()}`);
    expect(byNumber.mails.map((mail) => mail.subject)).toContain(
      `Deine Bestellung ${orderNumber(order.orderId)} im Hofladen`,
    );
    expect(new Set(byNumber.mails.map((mail) => mail.recipient))).not.toContain(
      'juergen.weissx1@example.org',
    );
    expect((await asStaff('GET', `/api/admin/outbox?q=${'a'.repeat(255)}`)).statusCode).toBe(400);
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

describe.each(databaseKinds())('backoffice outbox without a mail server on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);

  it('says so, and keeps a stored mail rather than queue it to be stored again', async () => {
    const { app, database } = shop();
    const order = await buyWithTestCard(app, [goodsLine('p-akazienhonig')], 'kept@example.org');
    const subject = `Deine Bestellung ${orderNumber(order.orderId)} im Hofladen`;
    const [kept] = await database.db
      .update(outbox)
      .set({ status: 'stored' })
      .where(eq(outbox.subject, subject))
      .returning();
    if (!kept) throw new Error('the order confirmation was not queued');
    const asStaff = await staff();

    const page = (
      await asStaff.request({ method: 'GET', url: '/api/admin/outbox?view=gespeichert' })
    ).json<OutboxPage>();
    expect(page.mailServer).toBe(false);
    expect(page.mails.map((mail) => mail.id)).toContain(kept.id);

    const retry = await asStaff.request({
      method: 'POST',
      url: `/api/admin/outbox/${kept.id}/retry`,
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toEqual({
      code: 'NO_MAIL_SERVER',
      message:
        'Es ist kein SMTP-Server eingerichtet: Die E-Mail bleibt gespeichert, bis einer eingerichtet ist.',
    });
    const [after] = await database.db.select().from(outbox).where(eq(outbox.id, kept.id));
    expect(after).toEqual(kept);
    const unknown = await asStaff.request({
      method: 'POST',
      url: '/api/admin/outbox/999999/retry',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
