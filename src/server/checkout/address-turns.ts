import { checkoutLineTooLong } from './errors';

/**
 * Checkouts from one client address wait for their turn here, in the process, before they take
 * a database connection. Under the address's advisory lock they run one after the other anyway;
 * waiting for that lock on pooled connections let one address take every connection of the pool,
 * so other customers waited behind it and, past the pool's timeout, got a 503.
 *
 * A checkout whose turn comes after `maxWaitMs` in line is refused (429) without running: while
 * the database is away each one ahead fails only after the pool's timeout, and a long line would
 * otherwise add those up.
 */
export type AddressTurns = <T>(address: string, work: () => Promise<T>) => Promise<T>;

export function createAddressTurns({
  maxWaitMs = 30_000,
  now = () => performance.now(),
}: {
  maxWaitMs?: number;
  now?: () => number;
} = {}): AddressTurns {
  const lastInLine = new Map<string, Promise<void>>();
  return <T>(address: string, work: () => Promise<T>) => {
    const ahead = lastInLine.get(address) ?? Promise.resolve();
    const queuedAt = now();
    const turn = ahead.then(() => {
      if (now() - queuedAt > maxWaitMs) throw checkoutLineTooLong();
      return work();
    });
    const done = turn.then(
      () => undefined,
      () => undefined,
    );
    lastInLine.set(address, done);
    // the line ends with its last checkout: no address stays in memory
    void done.then(() => {
      if (lastInLine.get(address) === done) lastInLine.delete(address);
    });
    return turn;
  };
}
