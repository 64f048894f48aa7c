import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/client';
import { courseDates, outbox, scheduledJobs } from '../db/schema';
import { seedDemoCatalogue } from '../db/seed/seed';
import { runDueJobs } from '../jobs/scheduler';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { describeOnPostgres } from '../testing/databases';
import { suiteStaff } from '../testing/staff';
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

async function someoneWaitsForALock(db: Db): Promise<boolean> {
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
  return (waiting?.count ?? 0) > 0;
}

describeOnPostgres('a decision while staff save the date', (postgres) => {
  const testShop = useTestShop(postgres);
  const staff = suiteStaff(testShop);

  it('keeps neither waiting for the other: the save goes through, the decision a minute later', async () => {
    const { db } = testShop().database;
    const client = await staff();
    const date = await emptyCourseDate(db, 10);
    const save = (totalSpace: number) =>
      client.request({
        method: 'PUT',
        url: `/api/admin/course-dates/${date.id}`,
        payload: {
          startsOn: '2027-06-10',
          time: '10:00 – 12:00',
          totalSpace,
          label: '',
          fixedDates: [],
          minParticipants: 5,
          decisionDaysBefore: 7,
        },
      });
    expect((await save(10)).statusCode).toBe(200);

    // the job claimed (its row locked) and held until the save waits for that row, with the
    // date locked: the order in which the two met in a deadlock
    const decide = courseDecisionJobs(shop)['course.decision'];
    let claimed = () => {};
    const isClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const failures: unknown[] = [];
    const due = new Date('2027-06-03T06:00:00Z');
    const run = runDueJobs(
      db,
      {
        'course.decision': async (tx, job, now) => {
          claimed();
          await gate;
          await decide?.(tx, job, now);
        },
      },
      due,
      1,
      (_job, error) => failures.push(error),
    );
    await isClaimed;
    const saved = save(12);
    while (!(await someoneWaitsForALock(db))) {}
    letGo();
    expect((await saved).statusCode).toBe(200);
    await run;
    // the decision found the date locked and stepped back rather than wait
    expect(failures).toHaveLength(1);
    const key = `date ${date.id} on 2027-06-03`;
    const [job] = await db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, 'course.decision'), eq(scheduledJobs.key, key)));
    expect(job?.doneAt).toBeNull();

    const retry = new Date(due.getTime() + 60_000);
    expect(await runDueJobs(db, courseDecisionJobs(shop), retry)).toBe(1);
    const asked = await db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `course-decision:${date.id}:2027-06-03`));
    expect(asked).toHaveLength(1);
  });
});
