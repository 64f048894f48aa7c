import { z } from 'zod';
import { berlinDay } from '../../domain/berlin-time';
import {
  BulkOutcome,
  BulkStartBody,
  FulfilmentView,
  OrderMoveBody,
  TodayQuery,
  TodayView,
} from '../../domain/fulfilment-schema';
import { actorOf } from '../audit/service';
import type { Api } from '../http/typed-routes';
import { applyTransition, type FulfilmentDeps } from './apply-transition';
import { startProcessingMany } from './bulk-start';
import { todayView } from './today';

const OrderParams = z.object({ id: z.uuid() });
const tags = ['Backoffice: Versand und Abholung'];

/** Staff move paid orders on (behind the staff guard): one at a time, ticked ones, and today's. */
export function fulfilmentAdminRoutes(app: Api, deps: FulfilmentDeps): void {
  const now = () => deps.now?.() ?? new Date();

  app.post(
    '/api/admin/orders/:id/fulfilment',
    {
      schema: {
        tags,
        summary:
          'Move an order by one action; refused (409) when not allowed now or changed since it was read',
        params: OrderParams,
        body: OrderMoveBody,
        response: { 200: FulfilmentView },
      },
    },
    async (request) => {
      const { version, action } = request.body;
      const moved = await applyTransition(
        deps,
        actorOf(request),
        request.params.id,
        version,
        action,
      );
      request.log.info(
        { orderId: request.params.id, action: action.type, by: request.staff?.user.id },
        'order moved',
      );
      return moved;
    },
  );

  app.post(
    '/api/admin/orders/bulk-processing',
    {
      schema: {
        tags,
        summary: '"In Bearbeitung" for several orders, each moved or refused on its own',
        body: BulkStartBody,
        response: { 200: BulkOutcome },
      },
    },
    async (request) => startProcessingMany(deps, actorOf(request), request.body.orders),
  );

  app.get(
    '/api/admin/fulfilment/today',
    {
      schema: {
        tags,
        summary: 'What must go out, and what each pickup place hands over, on a day (Berlin)',
        querystring: TodayQuery,
        response: { 200: TodayView },
      },
    },
    async (request) => todayView(deps.db, request.query.day ?? berlinDay(now())),
  );
}
