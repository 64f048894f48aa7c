import { z } from 'zod';
import { RefundableOrderView, RefundBody, RefundView } from '../../domain/refund-schema';
import { actorOf } from '../audit/service';
import type { Api } from '../http/typed-routes';
import { type RefundDeps, refundableOrderView, requestRefund } from './service';

const OrderParams = z.object({ id: z.uuid() });
const tags = ['Backoffice: Erstattungen'];

/** Giving money back (behind the staff guard; docs/shop/refunds.md#refund-form). */
export function refundAdminRoutes(app: Api, deps: RefundDeps): void {
  app.get(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        tags,
        summary: 'What an order bought, what went back and what may still be refunded',
        params: OrderParams,
        response: { 200: RefundableOrderView },
      },
    },
    async (request) => refundableOrderView(deps.db, request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        tags,
        summary:
          'Refund chosen lines and the shipping through the payment provider; the same key again is the same refund',
        description:
          '409 when more is asked than is left to refund; 502 when the provider has not confirmed yet (ask again with the same key).',
        params: OrderParams,
        body: RefundBody,
        response: { 200: RefundView },
      },
    },
    async (request) => {
      const refund = await requestRefund(deps, actorOf(request), request.params.id, {
        ...request.body,
        sameAsKnown: true,
      });
      request.log.info(
        { orderId: request.params.id, refundId: refund.id, state: refund.state },
        'refund requested',
      );
      return refund;
    },
  );
}
