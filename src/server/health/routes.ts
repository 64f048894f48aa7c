import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { databaseReachable } from './service';

export function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/health', async (_request, reply) => {
    if (await databaseReachable(db)) return { status: 'ok', db: 'ok' };
    app.log.error('health check: database unreachable');
    return reply.status(503).send({ status: 'degraded', db: 'unreachable' });
  });
}
