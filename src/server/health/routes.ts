import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { RateLimitState } from '../http/rate-limit';
import { databaseReachable } from './service';

/**
 * 503 only without the database; a Redis outage is `degraded` with 200, since the shop still
 * sells and limits (counted per process) while a load balancer keeps it in rotation.
 */
export function healthRoutes(app: FastifyInstance, db: Db, rateLimits: RateLimitState): void {
  app.get('/api/health', async (_request, reply) => {
    const limits = { rateLimits: rateLimits.counting() };
    if (!(await databaseReachable(db))) {
      app.log.error('health check: database unreachable');
      return reply.status(503).send({ status: 'degraded', db: 'unreachable', ...limits });
    }
    return { status: rateLimits.degraded() ? 'degraded' : 'ok', db: 'ok', ...limits };
  });
}
