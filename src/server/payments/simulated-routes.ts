import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PaymentSessionId } from '../../domain/checkout-schema';
import { simulatedPayment } from '../../domain/payment-schema';
import { loadOrderSummary, orderIdForSession } from '../checkout/order-summary';
import type { SettleDeps } from '../checkout/settle-session';
import { parseInput } from '../http/parse';
import { contractTerms } from '../legal/service';
import { renderOrderConfirmation } from '../mail/order-confirmation-template';
import { paySimulated, simulatedSessionView } from './simulated-service';

const SessionParams = z.object({ sessionId: PaymentSessionId });

export function simulatedPaymentRoutes(
  app: FastifyInstance,
  deps: SettleDeps & { originOf: (request: FastifyRequest) => string },
): void {
  app.get('/api/payments/simulated/:sessionId', async (request) => {
    const { sessionId } = parseInput(SessionParams, request.params, 'params');
    return simulatedSessionView(deps, sessionId, deps.originOf(request));
  });

  app.post('/api/payments/simulated/:sessionId/pay', async (request) => {
    const { sessionId } = parseInput(SessionParams, request.params, 'params');
    const payment = parseInput(simulatedPayment(new Date()), request.body, 'body');
    return paySimulated(deps, sessionId, payment, deps.originOf(request));
  });

  app.get(
    '/api/payments/simulated/:sessionId/receipt',
    { config: { document: true } },
    async (request, reply) => {
      const { sessionId } = parseInput(SessionParams, request.params, 'params');
      const summary = await loadOrderSummary(deps.db, await orderIdForSession(deps.db, sessionId));
      if (summary.status !== 'paid')
        return reply
          .status(404)
          .send({ error: { code: 'NOT_FOUND', message: 'Keine Quittung für diese Zahlung.' } });
      return reply
        .type('text/html; charset=utf-8')
        .send(renderOrderConfirmation(summary, deps, await contractTerms(deps.db)).html);
    },
  );
}
