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
import { type Actor, actorOf } from '../audit/service';
import type { Api } from '../http/typed-routes';
import { applyTransition, type FulfilmentDeps } from './apply-transition';
import { startProcessingMany } from './bulk-start';
import type { OrderFulfilment } from './fulfilment-view';
import { todayView } from './today';

const OrderParams = z.object({ id: z.uuid() });
const tags = ['Backoffice: Versand und Abholung'];

export interface FulfilmentRouteDeps extends FulfilmentDeps {
  /** "Stornieren" gives the money back: the refunds' cancel (refunds/service.ts). */
  cancel(
    actor: Actor,
    orderId: string,
    version: number,
    reason: string | null,
  ): Promise<OrderFulfilment>;
}

/** Staff move paid orders on (behind the staff guard): one at a time, ticked ones, and today's. */
export function fulfilmentAdminRoutes(app: Api, deps: FulfilmentRouteDeps): void {
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
      const actor = actorOf(request);
      const moved =
        action.type === 'cancel'
          ? await deps.cancel(actor, request.params.id, version, action.reason)
          : await applyTransition(deps, actor, request.params.id, version, action);
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
