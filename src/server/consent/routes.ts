import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConsentRequest, VisitorId } from '../../domain/consent-schema';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';
import { locate } from './geo';
import { latestConsent, recordConsent } from './service';

const VisitorParams = z.object({ uuid: VisitorId });
const PER_MINUTE = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

export function consentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.post('/api/consent', PER_MINUTE(20), async (request, reply) => {
    const decision = parseInput(ConsentRequest, request.body, 'body');
    return reply.status(201).send(await recordConsent(deps.db, decision));
  });

  app.get('/api/consent/:uuid', PER_MINUTE(60), async (request, reply) => {
    const { uuid } = parseInput(VisitorParams, request.params, 'params');
    reply.header('cache-control', 'no-store');
    return latestConsent(deps.db, uuid);
  });

  // asked by the browser only after the visitor switched "Standort Service" on
  app.get('/api/geo', PER_MINUTE(30), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return locate(request.ip);
  });
}
