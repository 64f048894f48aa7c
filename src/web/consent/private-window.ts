// a worker that has not started by then will not: its script did not load
const START_MS = 10_000;
// the detection's own second of IndexedDB writes, with room to spare
const DETECT_MS = 2_000;

/**
 * docs/shop/consent.md#when-the-dialog-shows: whether this is a private window; a detector that
 * fails, does not start or hangs counts as "not private". The detection's 2 s are counted from the
 * worker's start, not from asking for it: on a busy phone loading the worker alone can take that
 * long. Its own chunk: loaded only when a visitor without a decision arrives; the detection itself
 * runs in a worker (private-window.worker.ts).
 */
export function isPrivateWindow(): Promise<boolean> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./private-window.worker.ts', import.meta.url), {
        type: 'module',
      });
    } catch {
      resolve(false);
      return;
    }
    const answer = (isPrivate: boolean) => {
      clearTimeout(timeout);
      resolve(isPrivate);
    };
    const giveUp = () => {
      worker.terminate();
      resolve(false);
    };
    let timeout = setTimeout(giveUp, START_MS);
    worker.onmessage = (event: MessageEvent<boolean | 'started'>) => {
      if (event.data !== 'started') return answer(event.data === true);
      clearTimeout(timeout);
      timeout = setTimeout(giveUp, DETECT_MS);
    };
    worker.onerror = () => {
      worker.terminate();
      answer(false);
    };
  });
}
