import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type StoreConstructor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => FastifyRateLimitStore;

// the plugin's own two stores, which it exports without types
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;

interface Parts {
  remote: FastifyRateLimitStore;
  local: FastifyRateLimitStore;
}

/**
 * Counts in Redis while it answers and in this process while it does not: a limit is never
 * switched off, only counted per process for the outage. `onOutage` hears each failed call; the
 * client reconnects by itself, and Redis counts again once it is `ready`.
 */
export function redisStoreWithFallback(
  redis: Redis,
  nameSpace: string,
  onOutage: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  return class FallbackStore implements FastifyRateLimitStore {
    private readonly parts: Parts;

    constructor(
      options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      parts?: Parts,
    ) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      this.parts = parts ?? {
        remote: new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        local: new LocalStore(continueExceeding, exponentialBackoff),
      };
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const { remote, local } = this.parts;
      // not connected: the local counter at once, instead of waiting for a failure
      if (redis.status !== 'ready') {
        local.incr(key, callback, timeWindow, max);
        return;
      }
      remote.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          onOutage(error);
          local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      const { remote, local } = this.parts;
      return new FallbackStore({}, { remote: remote.child(options), local: local.child(options) });
    }
  };
}
