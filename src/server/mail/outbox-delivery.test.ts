import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { databaseKinds } from '../testing/databases';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { deliverPendingMail, retryDelayMs, startOutboxDelivery } from './outbox-delivery';

const MAIL_FROM = 'Hofladen Versand <versand@hofladen.test>';
const MINUTE = 60_000;

describe('retry back-off', () => {
  it('doubles from one minute and stops at one hour', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 20].map((failed) => retryDelayMs(failed) / MINUTE)).toEqual([
      1, 2, 4, 8, 32, 60, 60, 60,
    ]);
  });
});

describe.each(databaseKinds())('outbox delivery on $name', (kind) => {
  let database: Database;
  let sink: SmtpSink;
  beforeAll(async () => {
    database = await kind.open();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    sink.received.length = 0;
    sink.refuseWith = null;
    sink.delayMs = 0;
  });

  const config = (smtpUrl: string | undefined) =>
    loadConfig({ NODE_ENV: 'test', MAIL_FROM, ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) });
  const deliver = (options: { at?: Date; smtpUrl?: string | undefined } = {}) =>
    deliverPendingMail({
      db: database.db,
      config: config('smtpUrl' in options ? options.smtpUrl : sink.url),
      now: () => options.at ?? new Date(),
    });
  const queue = async (recipient: string, subject = 'Deine Bestellung im Hofladen') => {
    const [row] = await database.db
      .insert(outbox)
      .values({
        kind: 'order-confirmation',
        dedupeKey: `test:${recipient}:${subject}`,
        recipient,
        subject,
        html: `<p>Hallo ${recipient}, danke für deinen Einkauf!</p>`,
        text: `Hallo ${recipient}, danke für deinen Einkauf!`,
      })
      .returning();
    if (!row) throw new Error('outbox insert returned nothing');
    return row;
  };
  const rowOf = async (id: number) => {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) throw new Error(`outbox row ${id} is gone`);
    return row;
  };

  it('sends a pending mail over SMTP with subject, sender, recipient, text and HTML', async () => {
    const row = await queue('anna@example.org', 'Deine Bestellung 3F2A9C10 im Hofladen');

    expect(await deliver()).toEqual({ sent: 1, failed: 0, stored: 0 });

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.envelopeTo).toEqual(['anna@example.org']);
    expect(mail?.headers.get('subject')).toBe('Deine Bestellung 3F2A9C10 im Hofladen');
    expect(mail?.headers.get('from')).toBe(MAIL_FROM);
    expect(mail?.headers.get('to')).toBe('anna@example.org');
    expect(mail?.headers.get('message-id')).toMatch(
      new RegExp(`^<outbox-${row.id}\\.\\d+@hofladen\\.test>$`),
    );
    expect(mail?.text).toBe('Hallo anna@example.org, danke für deinen Einkauf!');
    expect(mail?.html).toBe('<p>Hallo anna@example.org, danke für deinen Einkauf!</p>');

    const stored = await rowOf(row.id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it('sends a mail only once, however often delivery runs', async () => {
    await queue('ben@example.org');
    await deliver();
    expect(await deliver()).toEqual({ sent: 0, failed: 0, stored: 0 });
    expect(await deliver({ at: new Date(Date.now() + 24 * 60 * MINUTE) })).toEqual({
      sent: 0,
      failed: 0,
      stored: 0,
    });
    expect(sink.received).toHaveLength(1);
  });

  it('keeps a refused mail pending and retries it with growing pauses until it goes out', async () => {
    const row = await queue('clara@example.org');
    sink.refuseWith = 'Mailbox voll, bitte später';
    const start = new Date(Date.now() + MINUTE);

    expect(await deliver({ at: start })).toEqual({ sent: 0, failed: 1, stored: 0 });
    let stored = await rowOf(row.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stored.lastError).toContain('Mailbox voll');
    expect(stored.nextAttemptAt.getTime()).toBe(start.getTime() + MINUTE);

    // not due yet: nothing is tried
    expect(await deliver({ at: new Date(start.getTime() + 30_000) })).toEqual({
      sent: 0,
      failed: 0,
      stored: 0,
    });
    const second = new Date(start.getTime() + MINUTE);
    expect(await deliver({ at: second })).toEqual({ sent: 0, failed: 1, stored: 0 });
    stored = await rowOf(row.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 2 });
    expect(stored.nextAttemptAt.getTime()).toBe(second.getTime() + 2 * MINUTE);
    expect(sink.received).toHaveLength(0);

    sink.refuseWith = null;
    expect(await deliver({ at: new Date(second.getTime() + 2 * MINUTE) })).toEqual({
      sent: 1,
      failed: 0,
      stored: 0,
    });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sink.received.map((mail) => mail.envelopeTo)).toEqual([['clara@example.org']]);
  });

  it('keeps mail pending while the mail server is down and sends it once it is back', async () => {
    const row = await queue('dora@example.org');
    const down = await startSmtpSink();
    await down.close();

    expect(await deliver({ smtpUrl: down.url })).toEqual({ sent: 0, failed: 1, stored: 0 });
    const stored = await rowOf(row.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stored.lastError).toMatch(/ECONNREFUSED/);
    expect(stored.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    expect(await deliver({ at: new Date(Date.now() + 2 * MINUTE) })).toMatchObject({ sent: 1 });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.received).toHaveLength(1);
  });

  it('stores mail in the outbox without sending when no SMTP_URL is configured', async () => {
    const first = await queue('emil@example.org');
    const second = await queue('frieda@example.org');

    expect(await deliver({ smtpUrl: undefined })).toEqual({ sent: 0, failed: 0, stored: 2 });
    expect(await rowOf(first.id)).toMatchObject({ status: 'stored', attempts: 0, sentAt: null });
    expect(await rowOf(second.id)).toMatchObject({ status: 'stored', html: second.html });
    expect(sink.received).toHaveLength(0);
  });

  it('holds a mail queued for later until it is due, with SMTP or without', async () => {
    const reminder = await queue('greta@example.org', 'Morgen abholen');
    const evening = new Date(Date.now() + 24 * 60 * MINUTE);
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: evening })
      .where(eq(outbox.id, reminder.id));

    expect(await deliver({ smtpUrl: undefined })).toEqual({ sent: 0, failed: 0, stored: 0 });
    expect(await deliver()).toEqual({ sent: 0, failed: 0, stored: 0 });
    expect(await rowOf(reminder.id)).toMatchObject({ status: 'pending' });
    expect(await deliver({ smtpUrl: undefined, at: evening })).toEqual({
      sent: 0,
      failed: 0,
      stored: 1,
    });
  });

  it('delivers each mail exactly once when several runs race', async () => {
    const recipients = Array.from({ length: 24 }, (_, index) => `kunde${index}@example.org`);
    for (const recipient of recipients) await queue(recipient);
    sink.delayMs = 15;

    const reports = await Promise.all([deliver(), deliver(), deliver()]);

    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(24);
    expect(reports.every((report) => report.failed === 0)).toBe(true);
    const received = sink.received.flatMap((mail) => mail.envelopeTo).sort();
    expect(received).toEqual([...recipients].sort());
    const statuses = await database.db
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox);
    expect(statuses.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('runs in the background at start and on every tick until stopped', async () => {
    // only the ticks are faked: the database and the SMTP sink keep their real timers
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await queue('gerda@example.org');
      const delivery = startOutboxDelivery({ db: database.db, config: config(sink.url) }, 50);
      await vi.waitFor(() => expect(sink.received).toHaveLength(1));

      await queue('hans@example.org');
      await vi.advanceTimersByTimeAsync(50);
      await vi.waitFor(() => expect(sink.received).toHaveLength(2));
      await delivery.stop();

      // stopped: no tick is left to come, however long it waits
      expect(vi.getTimerCount()).toBe(0);
      const ida = await queue('ida@example.org');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await rowOf(ida.id)).toMatchObject({ status: 'pending', attempts: 0 });
      expect(sink.received.map((mail) => mail.envelopeTo[0])).toEqual([
        'gerda@example.org',
        'hans@example.org',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
