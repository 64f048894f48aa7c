import { z } from 'zod';
import type { Db } from '../db/client';
import type { RateLimitState } from '../http/rate-limit';
import type { Api } from '../http/typed-routes';
import { databaseReachable } from './service';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'unreachable']),
  rateLimits: z.enum(['redis', 'postgres', 'in-process']).meta({
    description: 'Where rate limits are counted; in-process when Redis is configured but down',
  }),
});

/**
 * 503 only without the database; a Redis outage is `degraded` with 200, since the shop still
 * sells and limits (counted per process) while a load balancer keeps it in rotation.
 */
export function healthRoutes(app: Api, db: Db, rateLimits: RateLimitState): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Betrieb'],
        summary: 'Liveness with a database check, for load balancers and monitoring',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const limits = { rateLimits: rateLimits.counting() };
      if (!(await databaseReachable(db))) {
        app.log.error('health check: database unreachable');
        return reply.status(503).send({ status: 'degraded', db: 'unreachable', ...limits });
      }
      return {
        status: rateLimits.degraded() ? ('degraded' as const) : ('ok' as const),
        db: 'ok' as const,
        ...limits,
      };
    },
  );
}
