import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CheckoutRequest,
  CheckoutResponse,
  OrderSummary,
  PaymentSessionId,
} from '../../domain/checkout-schema';
import { VISITOR_COOKIE } from '../../domain/consent';
import { VisitorId } from '../../domain/consent-schema';
import { DeliveryOptions } from '../../domain/delivery-schema';
import type { Api } from '../http/typed-routes';
import { type CheckoutDeps, createCheckout } from './create-checkout';
import { deliveryOptions } from './delivery-options';
import { cancelSession, settleSession } from './settle-session';

const SessionParams = z.object({ sessionId: PaymentSessionId });
const tags = ['Bestellung'];

export function checkoutRoutes(
  app: Api,
  deps: CheckoutDeps & { originOf: (request: FastifyRequest) => string },
  rateLimitPerMinute: number,
): void {
  app.post(
    '/api/checkout',
    {
      // every checkout holds stock for 30 minutes; a flood of them must not empty the shelves
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Cart → order with stock and places held → the payment page’s URL',
        body: CheckoutRequest,
        response: { 200: CheckoutResponse },
      },
    },
    async (request) => {
      const visitor = VisitorId.safeParse(request.cookies[VISITOR_COOKIE]);
      return createCheckout(deps, request.body, {
        address: request.ip,
        visitorId: visitor.success ? visitor.data : null,
        origin: deps.originOf(request),
      });
    },
  );

  app.get(
    '/api/delivery-options',
    {
      schema: {
        tags,
        summary: 'What the cart offers: shipping rates per destination, pickup places and days',
        response: { 200: DeliveryOptions },
      },
    },
    async () => deliveryOptions(deps.db, deps.now?.() ?? new Date()),
  );

  app.get(
    '/api/checkout/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Verify a payment session with the provider and (idempotently) settle its order',
        params: SessionParams,
        response: { 200: OrderSummary },
      },
    },
    async (request) => settleSession(deps, request.params.sessionId),
  );

  app.post(
    '/api/checkout/sessions/:sessionId/cancel',
    {
      schema: {
        tags,
        summary: 'Give up an unpaid session: its holds are released at once',
        params: SessionParams,
        response: { 200: OrderSummary },
      },
    },
    async (request) => cancelSession(deps, request.params.sessionId),
  );
}
