// A shop's PostgreSQL keeps its tables' statistics and dead rows in order by itself: autovacuum is
// on by default. This machine's PostgreSQL runs with it off (a CI setting), and there a database
// that starts empty keeps the statistics of an empty one: the plans a connection prepared for
// its first orders (an index on the order's status instead of its id, say) stay with it while
// the tables grow, and a query reads a little more with every order sold. Where autovacuum is
// off, the journey benchmark does autovacuum's work itself, as often as autovacuum would look.
import pg from 'pg';

// autovacuum's default naptime: each database is looked at once a minute
const NAPTIME_MS = 60_000;

export interface AutovacuumStandIn {
  /** How the database was kept, for the report. */
  readonly description: string;
  stop(): Promise<void>;
}

export async function keepLikeAutovacuum(url: string): Promise<AutovacuumStandIn> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ autovacuum: string }>('SHOW autovacuum');
  if (rows[0]?.autovacuum === 'on') {
    await client.end();
    return { description: 'autovacuum on, as PostgreSQL ships', stop: async () => {} };
  }
  let runs = 0;
  let stopped = false;
  let failure: unknown;
  let running: Promise<unknown> = Promise.resolve();
  // every table each minute: more than autovacuum would do (it skips a table with few changes)
  const timer = setInterval(() => {
    running = running
      .then(() => client.query('VACUUM (ANALYZE)'))
      .then(
        () => runs++,
        // kept for stop(), which the benchmark awaits: a rejection here would end the process
        // with the shops still running
        (error: unknown) => {
          failure ??= error;
        },
      );
  }, NAPTIME_MS);
  return {
    get description() {
      return (
        "autovacuum off on this server, so the benchmark did its work: `VACUUM (ANALYZE)` of the shop's " +
        `database once a minute (${runs === 1 ? 'once' : `${runs} times`} in all), its CPU counted as PostgreSQL's`
      );
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running;
      await client.end();
      if (failure) throw failure;
    },
  };
}
