/**
 * Checkouts from one client address wait for their turn here, in the process, before they take
 * a database connection. Under the address's advisory lock they run one after the other anyway;
 * waiting for that lock on pooled connections let one address take every connection of the pool,
 * so other customers waited behind it and, past the pool's timeout, got a 503.
 */
export type AddressTurns = <T>(address: string, work: () => Promise<T>) => Promise<T>;

export function createAddressTurns(): AddressTurns {
  const lastInLine = new Map<string, Promise<void>>();
  return <T>(address: string, work: () => Promise<T>) => {
    const ahead = lastInLine.get(address) ?? Promise.resolve();
    const turn = ahead.then(work);
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
