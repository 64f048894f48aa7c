import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '../../domain/checkout-schema';
import type { DeliveryChoice } from '../../domain/delivery';
import type { BuyerRules, SimulatedSessionView } from '../../domain/payment-schema';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

export const goodsLine = (productId: string, quantity = 1) => ({
  productId,
  quantity,
  course: null,
});

/** A test attendee whose name and address hold umlauts. */
export const JUERGEN = {
  firstName: 'Jürgen',
  lastName: 'Müller',
  email: 'jürgen@müller.de',
  phone: '0171 1234567',
};

/** A checkout line booking `quantity` places on a course date for an attendee. */
export const courseLine = (
  date: { productId: string; id: number },
  quantity = 1,
  attendee: typeof JUERGEN = JUERGEN,
) => ({ productId: date.productId, quantity, course: { ...attendee, courseDateId: date.id } });

/** A buyer with umlauts in name and town, posted within Germany. */
export const TEST_BUYER = {
  name: 'Jürgen Müller',
  deliveryAddress: { street: 'Lindenweg 4', postalCode: '14467', town: 'Görlitz', country: 'DE' },
  phone: null,
};

const TEST_BILLING = { name: 'Jürgen Müller', ...TEST_BUYER.deliveryAddress };

/**
 * What the payment page asks of a buyer by default: an address where goods are posted, a billing
 * address where the invoice needs one the delivery does not give.
 */
function defaultBuyer(rules: BuyerRules) {
  const billingAddress = rules.billingAddressRequired ? TEST_BILLING : null;
  if (rules.delivery === 'none')
    return billingAddress
      ? { name: billingAddress.name, deliveryAddress: null, phone: null, billingAddress }
      : undefined;
  if (rules.delivery === 'pickup') return { ...TEST_BUYER, deliveryAddress: null, billingAddress };
  const country = rules.shippingCountries.includes('DE') ? 'DE' : rules.shippingCountries[0];
  return country === 'DE'
    ? TEST_BUYER
    : {
        ...TEST_BUYER,
        deliveryAddress: { street: 'Hauptplatz 1', postalCode: '8010', town: 'Graz', country },
      };
}

/** POST /api/checkout as a visitor from `remoteAddress`; the session id when it worked. */
export async function startCheckout(
  app: FastifyInstance,
  lines: object[],
  remoteAddress = '127.0.0.1',
  delivery?: DeliveryChoice,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    remoteAddress,
    payload: { lines, ...(delivery ? { delivery } : {}) },
  });
  const body = response.json();
  return {
    response,
    status: response.statusCode,
    body,
    orderId: body.orderId as string | undefined,
    sessionId: (body.url as string | undefined)?.split('/zahlung/')[1] ?? '',
  };
}

/**
 * Pays a session on the simulated payment page with the good test card, as `buyer` or, by
 * default, as a buyer the page's rules for this order accept.
 */
export async function payWithTestCard(
  app: FastifyInstance,
  sessionId: string,
  email = 'kundin@example.org',
  buyer?: object | null,
) {
  const view = await app.inject({ url: `/api/payments/simulated/${sessionId}` });
  const rules = view.statusCode === 200 ? view.json<SimulatedSessionView>().buyerRules : null;
  const given = buyer === undefined && rules ? defaultBuyer(rules) : buyer;
  return app.inject({
    method: 'POST',
    url: `/api/payments/simulated/${sessionId}/pay`,
    payload: { email, ...TEST_CARD, ...(given === undefined ? {} : { buyer: given }) },
  });
}

/** Checkout, payment and the success page's look at the session: the paid order. */
export async function buyWithTestCard(
  app: FastifyInstance,
  lines: object[],
  email = 'kundin@example.org',
  options: { delivery?: DeliveryChoice; buyer?: object | null } = {},
): Promise<OrderSummary> {
  const { sessionId } = await startCheckout(app, lines, '127.0.0.1', options.delivery);
  await payWithTestCard(app, sessionId, email, options.buyer);
  return (await app.inject({ url: `/api/checkout/sessions/${sessionId}` })).json<OrderSummary>();
}
