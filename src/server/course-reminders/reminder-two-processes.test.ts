import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { outbox } from '../db/schema';
import { seedDemoCatalogue } from '../db/seed/seed';
import { runDueJobs } from '../jobs/scheduler';
import { testConfig } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { buyWithTestCard, courseLine, JUERGEN } from '../testing/checkout';
import { describeOnPostgres } from '../testing/databases';
import { courseReminderJobs } from './send';

const shop = { shopEmail: 'shop@hofladen.example', publicUrl: 'http://shop.test' };

describeOnPostgres('course reminders with two server processes', (postgres) => {
  it('mails each of 20 bookings once, whichever process claims its reminder', async () => {
    const first = await postgres.open();
    const second = await openDatabase({ url: first.url, dataDir: '', poolSize: 5 });
    const app = await buildApp({
      database: first,
      config: testConfig({ CHECKOUT_RATE_LIMIT: '100000' }),
      webRoot: '/nonexistent',
      sweepIntervalMs: 0,
    });
    try {
      await seedDemoCatalogue(first.db);
      // the demo dates start on 1 June 2027: reminded on 29 May at 08:00 Berlin (06:00 UTC)
      const date = await emptyCourseDate(first.db, 20);
      for (let n = 0; n < 20; n += 1)
        await buyWithTestCard(app, [
          courseLine(date, 1, { ...JUERGEN, email: `gast${n}@example.org` }),
        ]);
      const handlers = courseReminderJobs(shop);
      const now = new Date('2027-05-29T06:00:00Z');
      const counts = await Promise.all([
        runDueJobs(first.db, handlers, now, 100),
        runDueJobs(second.db, handlers, now, 100),
        runDueJobs(first.db, handlers, now, 100),
        runDueJobs(second.db, handlers, now, 100),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(20);
      const sent = await first.db.select().from(outbox).where(eq(outbox.kind, 'course-reminder'));
      expect(sent.map((mail) => mail.recipient).sort()).toEqual(
        Array.from({ length: 20 }, (_, n) => `gast${n}@example.org`).sort(),
      );
    } finally {
      await app.close();
      await second.close();
      await first.close();
    }
  });
});
