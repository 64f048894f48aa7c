import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { courseDates, outbox } from '../db/schema';
import { seedDemoCatalogue } from '../db/seed/seed';
import { runDueJobs } from '../jobs/scheduler';
import { emptyCourseDate } from '../testing/catalogue';
import { describeOnPostgres } from '../testing/databases';
import { courseDecisionJobs } from './decide';
import { scheduleDecision } from './schedule';

const shop = { shopEmail: 'shop@hofladen.example', publicUrl: 'http://shop.test' };

describeOnPostgres('course decisions with two server processes', (postgres) => {
  it('decides each of 20 dates once, whichever process claims it', async () => {
    const first = await postgres.open();
    const second = await openDatabase({ url: first.url, dataDir: '', poolSize: 5 });
    try {
      await seedDemoCatalogue(first.db);
      for (let index = 0; index < 20; index += 1) {
        const { id } = await emptyCourseDate(first.db, 10);
        await first.db.transaction(async (tx) => {
          const [row] = await tx
            .update(courseDates)
            .set({ minParticipants: 3, decisionDaysBefore: 5 })
            .where(eq(courseDates.id, id))
            .returning();
          if (row) await scheduleDecision(tx, null, row);
        });
      }
      const handlers = courseDecisionJobs(shop);
      const now = new Date('2027-05-27T06:00:00Z');
      const counts = await Promise.all([
        runDueJobs(first.db, handlers, now, 100),
        runDueJobs(second.db, handlers, now, 100),
        runDueJobs(first.db, handlers, now, 100),
        runDueJobs(second.db, handlers, now, 100),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(20);
      const asked = await first.db.select().from(outbox).where(eq(outbox.kind, 'course-decision'));
      expect(asked).toHaveLength(20);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
