import type { PaymentProvider, ProviderRefund } from '../checkout/payment-provider';
import type { Db } from '../db/client';
import { createSimulatedProvider } from '../payments/simulated';

/**
 * The simulated provider of a test shop, whose refunds the test watches and breaks: each asked
 * refund id and each session looked at is noted, and `refunds` makes the provider answer as a real one can — down (the
 * call throws, the outcome unknown) or refusing (a failed refund). The database is the shop's,
 * reached once the shop has started.
 */
export function watchedProvider(db: () => Db) {
  const watch = {
    refunds: 'working' as 'working' | 'down' | 'refusing',
    asked: [] as string[],
    looked: [] as string[],
  };
  let simulated: PaymentProvider | undefined;
  const inner = () => {
    simulated ??= createSimulatedProvider(db(), 'http://localhost:3000');
    return simulated;
  };
  const refused = (request: { refundId: string }): ProviderRefund => ({
    providerRefundId: `re_refused_${request.refundId}`,
    state: 'failed',
    failure: 'expired_or_canceled_card',
  });
  const provider: PaymentProvider = {
    name: 'simulated',
    get sessionLifetimeMs() {
      return inner().sessionLifetimeMs;
    },
    get namesBuyerOfCoursesAlone() {
      return inner().namesBuyerOfCoursesAlone;
    },
    createSession: (request) => inner().createSession(request),
    retrieveSession(sessionId) {
      watch.looked.push(sessionId);
      return inner().retrieveSession(sessionId);
    },
    expireSession: (sessionId) => inner().expireSession(sessionId),
    async refund(request) {
      watch.asked.push(request.refundId);
      if (watch.refunds === 'down') throw new Error('the provider does not answer');
      if (watch.refunds === 'refusing') return refused(request);
      return inner().refund(request);
    },
    retrieveRefund: (providerRefundId) => inner().retrieveRefund(providerRefundId),
    parseWebhook: (rawBody, signature) => inner().parseWebhook(rawBody, signature),
  };
  return { provider, watch };
}
