import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { newCheckoutSession, newCoupon, paymentRecords } from './stripe-fake-checkout';
import {
  decodeForm,
  eventOf,
  expandPath,
  fixture,
  type StripeObject,
  stripeError,
  stripeId,
  unixNow,
} from './stripe-fake-objects';

/** One API call the fake received, its form body (or query) decoded. */
export interface RecordedRequest {
  method: string;
  path: string;
  params: StripeObject;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

interface Reply {
  status: number;
  body: unknown;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Test support: a small stand-in for api.stripe.com on 127.0.0.1, answering the calls the Stripe
 * provider makes with Stripe's own fixture objects. The SDK reaches it through its `host`, `port`
 * and `protocol` options, so requests and responses go through the real SDK code.
 */
/** What a customer types into Checkout's address form. */
export interface FakeBuyer {
  name: string;
  street: string;
  postalCode: string;
  town: string;
  country: string;
  phone: string | null;
}

export const FAKE_BUYER: FakeBuyer = {
  name: 'Jürgen Müller',
  street: 'Lindenweg 4',
  postalCode: '14467',
  town: 'Potsdam',
  country: 'DE',
  phone: null,
};

export async function startFakeStripe(secretKey: string) {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  // injected failures, each for any request or only for one (`POST /v1/refunds`)
  const failures: { reply: Reply; on?: string }[] = [];
  let baseUrl = '';

  const session = (id: string) => {
    const found = objects.get(id);
    if (found?.object !== 'checkout.session') throw new Error(`fake Stripe has no session ${id}`);
    return found;
  };
  const missing = (id: string): Reply => ({
    status: 404,
    body: stripeError('invalid_request_error', `No such checkout.session: '${id}'`, {
      code: 'resource_missing',
    }),
  });
  const store = (object: StripeObject) => {
    objects.set(String(object.id), object);
    return object;
  };

  // what new refunds say: Stripe answers most card refunds 'succeeded', some 'pending'
  let refundStatus: 'succeeded' | 'pending' = 'succeeded';

  /** POST /v1/refunds: refused beyond what the payment has left, as Stripe does. */
  function createRefund(params: StripeObject): Reply {
    const intent = objects.get(String(params.payment_intent));
    if (intent?.object !== 'payment_intent')
      return {
        status: 400,
        body: stripeError(
          'invalid_request_error',
          `No such payment_intent: '${params.payment_intent}'`,
          {
            code: 'resource_missing',
          },
        ),
      };
    const amount = Number(params.amount ?? intent.amount);
    const refunded = [...objects.values()]
      .filter((object) => object.object === 'refund' && object.payment_intent === intent.id)
      .filter((object) => object.status !== 'failed' && object.status !== 'canceled')
      .reduce((total, object) => total + Number(object.amount), 0);
    if (refunded + amount > Number(intent.amount))
      return {
        status: 400,
        body: stripeError(
          'invalid_request_error',
          `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((Number(intent.amount) - refunded) / 100).toFixed(2)})`,
          { code: 'amount_too_large' },
        ),
      };
    return {
      status: 200,
      body: store({
        ...fixture('refund'),
        id: stripeId('re'),
        amount,
        currency: 'eur',
        charge: intent.latest_charge ?? null,
        payment_intent: intent.id,
        metadata: params.metadata ?? {},
        status: refundStatus,
        created: unixNow(),
      }),
    };
  }

  function route(method: string, path: string, params: StripeObject): Reply {
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    // GET /v1/refunds?payment_intent=…: newest first, as Stripe lists
    if (method === 'GET' && path === '/v1/refunds') {
      const data = [...objects.values()]
        .filter((object) => object.object === 'refund')
        .filter(
          (object) => !params.payment_intent || object.payment_intent === params.payment_intent,
        )
        .reverse()
        .slice(0, Number(params.limit ?? 10));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    const refundId = path.match(/^\/v1\/refunds\/([^/]+)$/)?.[1];
    if (method === 'GET' && refundId) {
      const refund = objects.get(refundId);
      return refund?.object === 'refund'
        ? { status: 200, body: refund }
        : {
            status: 404,
            body: stripeError('invalid_request_error', `No such refund: '${refundId}'`, {
              code: 'resource_missing',
            }),
          };
    }
    const [, id, action] = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(?:\/(expire))?$/) ?? [];
    if (method === 'POST' && path === '/v1/coupons')
      return { status: 200, body: store(newCoupon(params)) };
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const coupon = objects.get(
        String((params.discounts as StripeObject[] | undefined)?.[0]?.coupon),
      );
      return { status: 200, body: store(newCheckoutSession(params, coupon, baseUrl)) };
    }
    if (!id)
      return {
        status: 404,
        body: stripeError(
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${path}).`,
        ),
      };
    const found = objects.get(id);
    if (!found) return missing(id);
    if (method === 'GET' && !action) {
      const copy = structuredClone(found);
      for (const path of (params.expand as string[] | undefined) ?? [])
        expandPath(copy, path.split('.'), (ref) => objects.get(ref));
      return { status: 200, body: copy };
    }
    if (method === 'POST' && action === 'expire') {
      if (found.status !== 'open') {
        const message = `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${found.status}".`;
        return { status: 400, body: stripeError('invalid_request_error', message) };
      }
      Object.assign(found, { status: 'expired', url: null });
      return { status: 200, body: found };
    }
    return {
      status: 404,
      body: stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`),
    };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', baseUrl);
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const params = decodeForm(method === 'GET' ? url.search.slice(1) : body);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      stripeVersion: request.headers['stripe-version'] as string | undefined,
    });

    const fingerprint = `${method} ${url.pathname} ${body}`;
    const failing = failures.findIndex(
      (failure) => failure.on === undefined || failure.on === `${method} ${url.pathname}`,
    );
    const replayed = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    let reply: Reply;
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      reply = {
        status: 401,
        body: stripeError('invalid_request_error', 'Invalid API Key provided.'),
      };
    } else if (replayed) {
      // Stripe replays the first answer for a key, and refuses the key for a different request
      reply =
        replayed.fingerprint === fingerprint
          ? replayed.reply
          : {
              status: 400,
              body: stripeError(
                'idempotency_error',
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              ),
            };
    } else if (failing >= 0) {
      // an injected failure stands for one in front of the API (a proxy's 503): nothing is stored
      reply = failures.splice(failing, 1)[0]?.reply as Reply;
    } else {
      reply = route(method, url.pathname, params);
      if (idempotencyKey && method === 'POST')
        idempotent.set(idempotencyKey, { fingerprint, reply: structuredClone(reply) });
    }
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': stripeId('req', 14),
    });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    /** For `createStripeProvider({ stripeOptions })`. */
    stripeOptions: { host: '127.0.0.1', port, protocol: 'http' as const },
    baseUrl,
    requests,
    session,
    /** Any object the fake holds (coupon, invoice, charge…) by its id. */
    find: (id: string) => objects.get(id),
    /**
     * The customer paid by card: session complete and paid, with intent, charge and invoice, and
     * the name and addresses Checkout asked for (a shipping address only where it asked).
     */
    pay(sessionId: string, email = 'kundin@example.org', buyer: FakeBuyer = FAKE_BUYER) {
      const found = session(sessionId);
      const { charge, intent, invoice } = paymentRecords(found, baseUrl);
      for (const object of [charge, intent, invoice]) if (object) store(object);
      const address = {
        line1: buyer.street,
        line2: null,
        postal_code: buyer.postalCode,
        city: buyer.town,
        country: buyer.country,
        state: null,
      };
      const details = {
        ...(fixture('checkout.session').customer_details as StripeObject),
        email,
        name: buyer.name,
        phone: buyer.phone,
        address,
      };
      Object.assign(found, {
        collected_information: found.shipping_address_collection
          ? {
              ...(fixture('checkout.session').collected_information as StripeObject),
              shipping_details: { name: buyer.name, address },
            }
          : null,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        invoice: invoice?.id ?? null,
        customer_details: details,
        url: null,
      });
      return found;
    },
    /**
     * A session whose total is 0 (a 100 % code, goods picked up, courses): Checkout completes it
     * without taking a payment, so there is no intent, no charge and nothing to refund at Stripe.
     */
    completeNoCost(sessionId: string, email = 'kundin@example.org') {
      const found = session(sessionId);
      if (Number(found.amount_total) !== 0) throw new Error(`${sessionId} costs something`);
      // no card, so no card holder: Stripe has a name only where the session asked for an address
      const details = { ...(fixture('checkout.session').customer_details as StripeObject), email };
      return Object.assign(found, {
        status: 'complete',
        payment_status: 'no_payment_required',
        payment_intent: null,
        customer_details: details,
        url: null,
      });
    },
    /** Checkout finished with a delayed method (SEPA debit…): complete, but not paid yet. */
    completeUnpaid(sessionId: string, email = 'kundin@example.org') {
      const found = session(sessionId);
      const { intent } = paymentRecords(found, baseUrl);
      store({ ...intent, status: 'processing', latest_charge: null, amount_received: 0 });
      const details = { ...(fixture('checkout.session').customer_details as StripeObject), email };
      return Object.assign(found, {
        status: 'complete',
        payment_status: 'unpaid',
        payment_intent: intent.id,
        customer_details: details,
        url: null,
      });
    },
    /** The delayed payment failed (the debit bounced): the intent wants another method. */
    failDelayed(sessionId: string) {
      const intent = objects.get(String(session(sessionId).payment_intent));
      if (intent) Object.assign(intent, { status: 'requires_payment_method' });
    },
    expire(sessionId: string) {
      return Object.assign(session(sessionId), { status: 'expired', url: null });
    },
    /** Refunds made from now on stand 'pending' until `settleRefund`. */
    refundsPending(pending = true) {
      refundStatus = pending ? 'pending' : 'succeeded';
    },
    /** The refunds Stripe holds for a payment. */
    refundsOf(paymentIntentId: string) {
      return [...objects.values()].filter(
        (object) => object.object === 'refund' && object.payment_intent === paymentIntentId,
      );
    },
    /** A pending refund went through (or failed) at the bank. */
    settleRefund(refundId: string, status: 'succeeded' | 'failed' = 'succeeded') {
      const refund = objects.get(refundId);
      if (refund?.object !== 'refund') throw new Error(`fake Stripe has no refund ${refundId}`);
      return Object.assign(refund, {
        status,
        ...(status === 'failed' ? { failure_reason: 'expired_or_canceled_card' } : {}),
      });
    },
    /** A charge.refunded event in Stripe's shape for a payment's charge. */
    chargeRefundedEvent(paymentIntentId: string): StripeObject {
      const intent = objects.get(paymentIntentId);
      const charge = objects.get(String(intent?.latest_charge));
      const refunded = this.refundsOf(paymentIntentId)
        .filter((refund) => refund.status === 'succeeded')
        .reduce((total, refund) => total + Number(refund.amount), 0);
      return eventOf('charge.refunded', {
        ...structuredClone(charge ?? fixture('charge')),
        payment_intent: paymentIntentId,
        amount_refunded: refunded,
        refunded: refunded >= Number(intent?.amount ?? 0),
      });
    },
    /** A refund event in Stripe's shape (refund.failed, refund.updated) carrying the refund now. */
    refundEvent(type: 'refund.failed' | 'refund.updated', refundId: string): StripeObject {
      const refund = objects.get(refundId);
      if (refund?.object !== 'refund') throw new Error(`fake Stripe has no refund ${refundId}`);
      return eventOf(type, structuredClone(refund));
    },
    /**
     * The next API call (or the next of `on`, e.g. `POST /v1/refunds`) answers with this Stripe
     * error instead; `code` as Stripe's error code (`idempotency_key_in_use`).
     */
    failNext(
      status: number,
      message = 'Something went wrong on our end.',
      on?: string,
      code?: string,
    ) {
      failures.push({
        reply: {
          status,
          body: stripeError(
            status >= 500 ? 'api_error' : 'invalid_request_error',
            message,
            code ? { code } : {},
          ),
        },
        on,
      });
    },
    /** A webhook event in Stripe's shape carrying the session as it is now. */
    event(type: string, sessionId: string): StripeObject {
      return eventOf(type, structuredClone(session(sessionId)));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** Signs a payload like Stripe does for an endpoint with `secret`: the `stripe-signature` header. */
export const signPayload = (payload: string, secret: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });
