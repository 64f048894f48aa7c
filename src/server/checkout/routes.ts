import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CheckoutRequest, PaymentSessionId } from '../../domain/checkout-schema';
import { VISITOR_COOKIE } from '../../domain/consent';
import { VisitorId } from '../../domain/consent-schema';
import { parseInput } from '../http/parse';
import { type CheckoutDeps, createCheckout } from './create-checkout';
import { cancelSession, settleSession } from './settle-session';

const SessionParams = z.object({ sessionId: PaymentSessionId });

export function checkoutRoutes(
  app: FastifyInstance,
  deps: CheckoutDeps & { originOf: (request: FastifyRequest) => string },
  rateLimitPerMinute: number,
): void {
  app.post(
    '/api/checkout',
    // every checkout holds stock for 30 minutes; a flood of them must not empty the shelves
    { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } },
    async (request) => {
      const body = parseInput(CheckoutRequest, request.body, 'body');
      const visitor = VisitorId.safeParse(request.cookies[VISITOR_COOKIE]);
      const { url, orderId } = await createCheckout(deps, body, {
        address: request.ip,
        visitorId: visitor.success ? visitor.data : null,
        origin: deps.originOf(request),
      });
      return { url, orderId };
    },
  );

  app.get('/api/checkout/sessions/:sessionId', async (request) => {
    const { sessionId } = parseInput(SessionParams, request.params, 'params');
    return settleSession(deps, sessionId);
  });

  app.post('/api/checkout/sessions/:sessionId/cancel', async (request) => {
    const { sessionId } = parseInput(SessionParams, request.params, 'params');
    return cancelSession(deps, sessionId);
  });
}
