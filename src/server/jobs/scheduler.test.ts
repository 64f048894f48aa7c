import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { databaseKinds, describeOnPostgres, type TestDatabase } from '../testing/databases';
import {
  type JobHandlers,
  jobRetryDelayMs,
  runDueJobs,
  scheduleJob,
  unscheduleJob,
} from './scheduler';

const at = (iso: string) => new Date(iso);

describe.each(databaseKinds())('scheduled jobs on $name', (kind) => {
  let database: TestDatabase;
  const ran: string[] = [];
  const handlers: JobHandlers = {
    'test.note': async (_tx, job) => {
      ran.push(job.key);
    },
    'test.fails': async (tx, job) => {
      // written, then rolled back with the failure
      await tx.execute(
        sql`insert into scheduled_jobs (kind, key, due_at) values ('test.trace', ${job.key}, now())`,
      );
      throw new Error('provider down');
    },
  };

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    ran.length = 0;
    await database.db.delete(scheduledJobs);
  });

  it('runs a job once it is due, once only, and not before', async () => {
    const { db } = database;
    await scheduleJob(db, { kind: 'test.note', key: 'a', dueAt: at('2026-03-29T01:30:00Z') });
    expect(await runDueJobs(db, handlers, at('2026-03-29T01:29:59Z'))).toBe(0);
    expect(await runDueJobs(db, handlers, at('2026-03-29T01:30:00Z'))).toBe(1);
    expect(await runDueJobs(db, handlers, at('2026-03-30T00:00:00Z'))).toBe(0);
    expect(ran).toEqual(['a']);
  });

  it('moves a waiting job when scheduled again, and leaves a job that ran done', async () => {
    const { db } = database;
    await scheduleJob(db, { kind: 'test.note', key: 'b', dueAt: at('2026-10-25T00:30:00Z') });
    await scheduleJob(db, { kind: 'test.note', key: 'b', dueAt: at('2026-10-25T02:30:00Z') });
    expect(await runDueJobs(db, handlers, at('2026-10-25T01:00:00Z'))).toBe(0);
    expect(await runDueJobs(db, handlers, at('2026-10-25T02:30:00Z'))).toBe(1);
    await scheduleJob(db, { kind: 'test.note', key: 'b', dueAt: at('2026-10-26T00:00:00Z') });
    expect(await runDueJobs(db, handlers, at('2026-10-27T00:00:00Z'))).toBe(0);
    expect(ran).toEqual(['b']);
  });

  it('forgets an unscheduled job', async () => {
    const { db } = database;
    await scheduleJob(db, { kind: 'test.note', key: 'c', dueAt: at('2026-01-01T00:00:00Z') });
    await unscheduleJob(db, 'test.note', 'c');
    expect(await runDueJobs(db, handlers, at('2026-02-01T00:00:00Z'))).toBe(0);
  });

  it('rolls a failed job back and tries it again later, with growing pauses', async () => {
    const { db } = database;
    const failures: string[] = [];
    const now = at('2026-06-01T10:00:00Z');
    await scheduleJob(db, { kind: 'test.fails', key: 'd', dueAt: now });
    const ran = await runDueJobs(db, handlers, now, 100, (job, error) =>
      failures.push(`${job.key}: ${(error as Error).message}`),
    );
    expect(ran).toBe(1);
    expect(failures).toEqual(['d: provider down']);
    const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, 'd'));
    expect(job).toMatchObject({ attempts: 1, lastError: 'provider down', doneAt: null });
    expect(job?.dueAt.getTime()).toBe(now.getTime() + jobRetryDelayMs(0));
    const traces = await db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, 'test.trace'));
    expect(traces).toEqual([]);
    expect(jobRetryDelayMs(1)).toBe(2 * jobRetryDelayMs(0));
    expect(jobRetryDelayMs(20)).toBe(60 * 60_000);
  });

  it('leaves a job of a kind this process does not know to a process that knows it', async () => {
    const { db } = database;
    await scheduleJob(db, { kind: 'test.unknown', key: 'e', dueAt: at('2026-01-01T00:00:00Z') });
    await scheduleJob(db, { kind: 'test.note', key: 'f', dueAt: at('2026-01-01T00:00:00Z') });
    expect(await runDueJobs(db, handlers, at('2026-01-01T00:00:00Z'))).toBe(1);
    const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, 'e'));
    expect(job).toMatchObject({ attempts: 0, doneAt: null, lastError: null });
    expect(ran).toEqual(['f']);
  });
});

describeOnPostgres('scheduled jobs with two server processes', (postgres) => {
  it('runs each of 200 due jobs exactly once when two processes claim at the same time', async () => {
    const first = await postgres.open();
    const second = await openDatabase({ url: first.url, dataDir: '', poolSize: 5 });
    try {
      const runs = new Map<string, number>();
      const handlers: JobHandlers = {
        'test.count': async (_tx, job) => {
          runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
        },
      };
      const now = at('2026-11-25T12:00:00Z');
      for (let index = 0; index < 200; index += 1)
        await scheduleJob(first.db, { kind: 'test.count', key: `job-${index}`, dueAt: now });
      const counts = await Promise.all([
        runDueJobs(first.db, handlers, now, 1_000),
        runDueJobs(second.db, handlers, now, 1_000),
        runDueJobs(first.db, handlers, now, 1_000),
        runDueJobs(second.db, handlers, now, 1_000),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(200);
      expect(runs.size).toBe(200);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
