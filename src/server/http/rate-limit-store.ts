import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters as counters } from '../db/schema';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo: { method: string; url: string };
};

// expired counters are only dead weight; one request in a few hundred sweeps them
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store in PostgreSQL: several server processes on one database count
 * together, without Redis. One upsert per limited request; a window restarts when it is over.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let calls = 0;
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate-limit:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const window = sql`now() + ${timeWindow} * interval '1 millisecond'`;
      const over = sql`${counters.resetsAt} <= now()`;
      db.insert(counters)
        .values({ key: this.prefix + key, hits: 1, resetsAt: window })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            hits: sql`case when ${over} then 1 else ${counters.hits} + 1 end`,
            resetsAt: sql`case when ${over} then ${window} else ${counters.resetsAt} end`,
          },
        })
        .returning({
          current: counters.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${counters.resetsAt} - now()) * 1000))::int`,
        })
        .then(([row]) => callback(null, { current: row?.current ?? 1, ttl: Number(row?.ttl ?? 0) }))
        .catch((error: Error) => callback(error));
      calls += 1;
      if (calls % SWEEP_EVERY === 0)
        db.delete(counters)
          .where(lt(counters.resetsAt, sql`now()`))
          .catch(() => {});
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (routeOptions as RouteOptions).routeInfo;
      return new PostgresRateLimitStore(null, `${this.prefix}${method}${url}:`);
    }
  };
}
