import { z } from 'zod';
import {
  ConsentRecorded,
  ConsentRequest,
  ConsentView,
  GeoLocationView,
  VisitorId,
} from '../../domain/consent-schema';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import { locate } from './geo';
import { latestConsent, recordConsent } from './service';

const VisitorParams = z.object({ uuid: VisitorId });
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['Einwilligung'];

export function consentRoutes(app: Api, deps: { db: Db; lookupsPerMinute: number }): void {
  app.post(
    '/api/consent',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Record a visitor’s cookie decision (append-only)',
        body: ConsentRequest,
        response: { 201: ConsentRecorded },
      },
    },
    async (request, reply) => reply.status(201).send(await recordConsent(deps.db, request.body)),
  );

  app.get(
    '/api/consent/:uuid',
    {
      config: perMinute(deps.lookupsPerMinute),
      schema: {
        tags,
        summary: 'A visitor’s latest decision',
        params: VisitorParams,
        response: { 200: ConsentView },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return latestConsent(deps.db, request.params.uuid);
    },
  );

  // asked by the browser only after the visitor switched "Standort Service" on
  app.get(
    '/api/geo',
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Country, city and region of the caller, looked up locally',
        response: { 200: GeoLocationView },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return locate(request.ip);
    },
  );
}
