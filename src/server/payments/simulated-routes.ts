import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { berlinDay } from '../../domain/berlin-time';
import { PaymentSessionId } from '../../domain/checkout-schema';
import {
  PaymentRedirect,
  SimulatedSessionView,
  simulatedPayment,
} from '../../domain/payment-schema';
import { summaryForSession } from '../checkout/order-summary';
import type { SettleDeps } from '../checkout/settle-session';
import { notFound } from '../errors';
import type { Api } from '../http/typed-routes';
import { contractTerms } from '../legal/service';
import { renderOrderConfirmation } from '../mail/order-confirmation-template';
import { paySimulated, simulatedSessionView } from './simulated-service';

const SessionParams = z.object({ sessionId: PaymentSessionId });
const SimulatedPayment = simulatedPayment(() => new Date());
const tags = ['Zahlung (simuliert)'];

export function simulatedPaymentRoutes(
  app: Api,
  deps: SettleDeps & {
    originOf: (request: FastifyRequest) => string;
    /** The checkout's clock: the page's time limit is the one the checkout set. */
    now?: () => Date;
  },
): void {
  const now = () => deps.now?.() ?? new Date();
  app.get(
    '/api/payments/simulated/:sessionId',
    {
      schema: {
        tags,
        summary: 'What the simulated payment page shows: the order and its time left',
        params: SessionParams,
        response: { 200: SimulatedSessionView },
      },
    },
    async (request) =>
      simulatedSessionView(deps, request.params.sessionId, deps.originOf(request), now()),
  );

  app.post(
    '/api/payments/simulated/:sessionId/pay',
    {
      schema: {
        tags,
        summary: 'Pay with a test card; answers where the browser goes next',
        params: SessionParams,
        body: SimulatedPayment,
        response: { 200: PaymentRedirect },
      },
    },
    async (request) =>
      paySimulated(deps, request.params.sessionId, request.body, deps.originOf(request), now()),
  );

  app.get(
    '/api/payments/simulated/:sessionId/receipt',
    {
      config: { document: true },
      schema: {
        tags,
        summary: 'The receipt of a paid simulated session, as an HTML page',
        params: SessionParams,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const summary = await summaryForSession(deps.db, sessionId);
      if (summary.status !== 'paid') throw notFound('Keine Quittung für diese Zahlung.');
      return reply.type('text/html; charset=utf-8').send(
        renderOrderConfirmation(summary, deps, await contractTerms(deps.db), {
          today: berlinDay(now()),
        }).html,
      );
    },
  );
}
