/**
 * docs/shop/consent.md#when-the-dialog-shows: whether this is a private window; a detector that
 * fails or hangs (2 s) counts as "not private". Its own chunk: loaded only when a visitor without a
 * decision arrives; the detection itself runs in a worker (private-window.worker.ts).
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
    const timeout = setTimeout(() => {
      worker.terminate();
      resolve(false);
    }, 2000);
    worker.onmessage = (event: MessageEvent<boolean>) => answer(event.data === true);
    worker.onerror = () => {
      worker.terminate();
      answer(false);
    };
  });
}
