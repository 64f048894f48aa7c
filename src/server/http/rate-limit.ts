import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { redisStoreWithFallback } from './rate-limit-fallback';
import { postgresRateLimitStore } from './rate-limit-store';

/** Where the limits are counted right now, for the health check. */
export interface RateLimitState {
  /** `in-process` while Redis (REDIS_URL) is unreachable: every process then counts alone. */
  counting(): 'redis' | 'postgres' | 'in-process';
  degraded(): boolean;
}

/**
 * Per-route limits (routes set `config.rateLimit`), counted where every server process sees
 * them, so N processes do not allow N times the limit: in Redis with REDIS_URL, else in
 * PostgreSQL; PGlite serves a single process, which counts in memory. A limit never fails open:
 * without Redis each process counts for itself until Redis is back.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl: string | undefined; keyPrefix: string; sharedDb: Db | null },
): Promise<RateLimitState> {
  if (!options.redisUrl) {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(options.sharedDb ? { store: postgresRateLimitStore(options.sharedDb) } : {}),
    });
    const counting = options.sharedDb ? 'postgres' : 'in-process';
    return { counting: () => counting, degraded: () => false };
  }
  // fail fast: a slow Redis must not stall every limited request
  const redis = new Redis(options.redisUrl, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // one line when Redis goes away and one when it is back, not one per reconnect attempt
  let reported = false;
  const outage = (error: Error) => {
    if (reported) return;
    reported = true;
    app.log.warn({ err: error }, 'rate-limit store unreachable: counting in this process');
  };
  redis.on('error', outage);
  redis.on('ready', () => {
    if (!reported) return;
    reported = false;
    app.log.info('rate-limit store reachable again');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: redisStoreWithFallback(redis, `${options.keyPrefix}rate-limit:`, outage),
  });
  const reachable = () => redis.status === 'ready';
  return {
    counting: () => (reachable() ? 'redis' : 'in-process'),
    degraded: () => !reachable(),
  };
}
