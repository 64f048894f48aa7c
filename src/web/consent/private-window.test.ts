import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPrivateWindow } from './private-window';

// The detection's 2 s count from the worker's start (docs/shop/consent.md#when-the-dialog-shows):
// a worker slow to load on a busy machine still gets its answer heard.

class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  say(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

const worker = () => {
  if (!FakeWorker.last) throw new Error('no worker was started');
  return FakeWorker.last;
};

describe('the private-window check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.last = null;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hears an answer that comes late because the worker was slow to start', async () => {
    const answer = isPrivateWindow();
    await vi.advanceTimersByTimeAsync(5_000);
    worker().say('started');
    await vi.advanceTimersByTimeAsync(1_500);
    worker().say(true);
    await expect(answer).resolves.toBe(true);
  });

  it('counts a detection hanging 2 s after its start as a normal window, and ends the worker', async () => {
    const answer = isPrivateWindow();
    await vi.advanceTimersByTimeAsync(3_000);
    worker().say('started');
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(answer).resolves.toBe(false);
    expect(worker().terminated).toBe(true);
  });

  it('counts a worker that never starts as a normal window after 10 s', async () => {
    const answer = isPrivateWindow();
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe(false);
    expect(worker().terminated).toBe(true);
  });

  it('counts a worker that fails as a normal window at once', async () => {
    const answer = isPrivateWindow();
    worker().onerror?.();
    await expect(answer).resolves.toBe(false);
  });
});
