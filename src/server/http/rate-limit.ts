import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { postgresRateLimitStore } from './rate-limit-store';

/**
 * Per-route limits (routes set `config.rateLimit`), counted where every server process sees
 * them, so N processes do not allow N times the limit: in Redis with REDIS_URL, else in
 * PostgreSQL; PGlite serves a single process, which counts in memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl: string | undefined; keyPrefix: string; sharedDb: Db | null },
): Promise<void> {
  if (!options.redisUrl) {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(options.sharedDb ? { store: postgresRateLimitStore(options.sharedDb) } : {}),
    });
    return;
  }
  // fail fast: a slow Redis must not stall every limited request
  const redis = new Redis(options.redisUrl, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${options.keyPrefix}rate-limit:`,
    // the shop keeps selling when Redis is down; the outage is logged above
    skipOnError: true,
  });
}
