import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { scheduledJobs } from '../db/schema';

// Work due at a time, run once by whichever process claims it (docs/decisions/030-scheduled-jobs.md).

export interface DueJob {
  id: number;
  kind: string;
  key: string;
  dueAt: Date;
  payload: unknown;
  attempts: number;
}

/**
 * Runs inside the transaction that claimed the job: its writes and the job's done mark commit
 * together. A throw rolls both back and the job is tried again later.
 */
export type JobHandler = (tx: Tx, job: DueJob, now: Date) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobToSchedule {
  kind: string;
  key: string;
  dueAt: Date;
  payload?: unknown;
}

const MINUTE_MS = 60_000;
const MAX_BACKOFF_MS = 60 * MINUTE_MS;

/** 1, 2, 4 … minutes after the 1st, 2nd, 3rd … failure, never more than an hour. */
export const jobRetryDelayMs = (failedAttemptsBefore: number): number =>
  Math.min(MINUTE_MS * 2 ** failedAttemptsBefore, MAX_BACKOFF_MS);

/**
 * One job per kind and key: scheduling a key again moves a job that has not run yet to the new
 * time (and payload); one that ran stays done, so an event is never handled twice.
 */
export async function scheduleJob(db: Db | Tx, job: JobToSchedule): Promise<void> {
  await db
    .insert(scheduledJobs)
    .values({ kind: job.kind, key: job.key, dueAt: job.dueAt, payload: job.payload ?? null })
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.key],
      set: { dueAt: job.dueAt, payload: job.payload ?? null, attempts: 0, lastError: null },
      setWhere: isNull(scheduledJobs.doneAt),
    });
}

/** Drops a job that has not run yet (the event it waited for will not happen). */
export async function unscheduleJob(db: Db | Tx, kind: string, key: string): Promise<void> {
  await db
    .delete(scheduledJobs)
    .where(
      and(eq(scheduledJobs.kind, kind), eq(scheduledJobs.key, key), isNull(scheduledJobs.doneAt)),
    );
}

export type JobFailure = (job: DueJob, error: unknown) => void;

type Outcome = 'none' | 'done' | 'failed';

async function runOneDueJob(
  db: Db,
  handlers: JobHandlers,
  now: Date,
  onFailure: JobFailure,
): Promise<Outcome> {
  // set inside the transaction's callback, read after it failed
  const claim: { job: DueJob | null } = { job: null };
  try {
    return await db.transaction(async (tx) => {
      // SKIP LOCKED: another process passes over the job claimed here and takes the next one
      const [row] = await tx
        .select()
        .from(scheduledJobs)
        .where(
          and(
            isNull(scheduledJobs.doneAt),
            lte(scheduledJobs.dueAt, now),
            // a kind this process has no handler for waits for one that has (a newer process
            // during a deploy; a test running one feature's jobs)
            inArray(scheduledJobs.kind, Object.keys(handlers)),
          ),
        )
        .orderBy(asc(scheduledJobs.dueAt), asc(scheduledJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return 'none';
      const job: DueJob = {
        id: row.id,
        kind: row.kind,
        key: row.key,
        dueAt: row.dueAt,
        payload: row.payload,
        attempts: row.attempts,
      };
      claim.job = job;
      const handler = handlers[row.kind];
      if (!handler) throw new Error(`no handler for scheduled job kind "${row.kind}"`);
      await handler(tx, job, now);
      await tx
        .update(scheduledJobs)
        .set({ doneAt: now, attempts: row.attempts + 1, lastError: null })
        .where(eq(scheduledJobs.id, row.id));
      return 'done';
    });
  } catch (error) {
    const { job } = claim;
    if (!job) throw error;
    onFailure(job, error);
    await db
      .update(scheduledJobs)
      .set({
        attempts: sql`${scheduledJobs.attempts} + 1`,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        dueAt: new Date(now.getTime() + jobRetryDelayMs(job.attempts)),
      })
      .where(and(eq(scheduledJobs.id, job.id), isNull(scheduledJobs.doneAt)));
    return 'failed';
  }
}

/**
 * Runs the jobs due at `now`, each in its own transaction, up to `limit` of them; returns how
 * many ran (failed ones included — they wait for their retry).
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  now: Date,
  limit = 100,
  onFailure: JobFailure = () => {},
): Promise<number> {
  let ran = 0;
  if (Object.keys(handlers).length === 0) return 0;
  while (ran < limit) {
    const outcome = await runOneDueJob(db, handlers, now, onFailure);
    if (outcome === 'none') break;
    ran += 1;
  }
  return ran;
}
