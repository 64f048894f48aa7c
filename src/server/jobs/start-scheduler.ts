import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { repeatWhileOpen } from './repeat';
import { type JobHandlers, runDueJobs } from './scheduler';

export interface SchedulerDeps {
  db: Db;
  handlers: JobHandlers;
  /** The shop's clock; tests move it. */
  now?: () => Date;
}

/**
 * Runs due jobs every `intervalMs` and once when the server is ready, so work missed while it
 * was down is caught up at start. Several processes may run it: each job is claimed once.
 */
export function startScheduler(
  app: FastifyInstance,
  deps: SchedulerDeps,
  intervalMs: number,
): void {
  const now = deps.now ?? (() => new Date());
  repeatWhileOpen(
    app,
    intervalMs,
    'running scheduled jobs failed',
    async () => {
      const ran = await runDueJobs(deps.db, deps.handlers, now(), 100, (job, error) =>
        app.log.warn({ job: { kind: job.kind, key: job.key }, err: error }, 'scheduled job failed'),
      );
      if (ran > 0) app.log.debug({ ran }, 'scheduled jobs run');
    },
    { atStart: true },
  );
}
