import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
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
  if (intervalMs <= 0) return;
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueJobs(deps.db, deps.handlers, now(), 100, (job, error) =>
      app.log.warn({ job: { kind: job.kind, key: job.key }, err: error }, 'scheduled job failed'),
    )
      .then((ran) => {
        if (ran > 0) app.log.debug({ ran }, 'scheduled jobs run');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'running scheduled jobs failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
