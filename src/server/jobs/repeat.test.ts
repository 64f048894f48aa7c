import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatWhileOpen } from './repeat';

// the app's ticks are faked, the promises real: each run ends when the test says so
describe('work repeated while the app is open', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const appLogging = () => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    return { app, lines };
  };

  it('runs on every tick, never twice at once, and waits for a run under way on close', async () => {
    const { app } = appLogging();
    const ends: (() => void)[] = [];
    let runs = 0;
    repeatWhileOpen(app, 100, 'sweep failed', () => {
      runs += 1;
      return new Promise<void>((resolve) => ends.push(resolve));
    });
    await app.ready();
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    // the run takes longer than three ticks: none of them starts another
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toBe(1);
    ends[0]?.();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    ends[1]?.();
    await closing;
    expect(vi.getTimerCount()).toBe(0);
    expect(runs).toBe(2);
  });

  it('logs a failed run and goes on with the next; runs once at start if asked', async () => {
    const { app, lines } = appLogging();
    let runs = 0;
    repeatWhileOpen(
      app,
      100,
      'sweep failed',
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      { atStart: true },
    );
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    expect(lines.filter((line) => line.msg === 'sweep failed')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    await app.close();
  });

  it('does nothing at an interval of 0', async () => {
    const { app } = appLogging();
    const run = vi.fn(async () => undefined);
    repeatWhileOpen(app, 0, 'sweep failed', run, { atStart: true });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    await app.close();
  });
});
