import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `intervalMs` while the app is open, never two runs at once (a run slower than
 * the interval lets the ticks it overlaps pass), and waits for a run under way when the app
 * closes, so the database is not closed beneath it. A failed run is logged as `failed`; the next
 * comes as planned. `atStart`: also once the app is ready (work missed while it was down).
 * An interval of 0 turns it off (tests run the work themselves).
 */
export function repeatWhileOpen(
  app: FastifyInstance,
  intervalMs: number,
  failed: string,
  run: () => Promise<unknown>,
  { atStart = false }: { atStart?: boolean } = {},
): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= run()
      .catch((error: unknown) => app.log.error({ err: error }, failed))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (atStart) app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
