import type { PaymentProvider } from '../checkout/payment-provider';
import type { Admission } from '../http/admission';

/**
 * The provider with each call to its API counted as a wait outside the process: a request
 * waiting on Stripe uses no CPU, so another request takes its turn meanwhile
 * (http/admission.ts). A call from the sweeper counts the same; it lets one more in for as long.
 */
export function callsAway(provider: PaymentProvider, admission: Admission): PaymentProvider {
  return {
    name: provider.name,
    sessionLifetimeMs: provider.sessionLifetimeMs,
    namesBuyerOfCoursesAlone: provider.namesBuyerOfCoursesAlone,
    createSession: (request) => admission.awayWhile(provider.createSession(request)),
    retrieveSession: (sessionId) => admission.awayWhile(provider.retrieveSession(sessionId)),
    expireSession: (sessionId) => admission.awayWhile(provider.expireSession(sessionId)),
    refund: (request) => admission.awayWhile(provider.refund(request)),
    retrieveRefund: (id) => admission.awayWhile(provider.retrieveRefund(id)),
    parseWebhook: (rawBody, signature) => provider.parseWebhook(rawBody, signature),
  };
}
