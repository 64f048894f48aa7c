import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '../../domain/checkout-schema';

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

/** POST /api/checkout as a visitor from `remoteAddress`; the session id when it worked. */
export async function startCheckout(
  app: FastifyInstance,
  lines: object[],
  remoteAddress = '127.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    remoteAddress,
    payload: { lines },
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

/** Pays a session on the simulated payment page with the good test card. */
export const payWithTestCard = (
  app: FastifyInstance,
  sessionId: string,
  email = 'kundin@example.org',
) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/simulated/${sessionId}/pay`,
    payload: { email, ...TEST_CARD },
  });

/** Checkout, payment and the success page's look at the session: the paid order. */
export async function buyWithTestCard(
  app: FastifyInstance,
  lines: object[],
  email = 'kundin@example.org',
): Promise<OrderSummary> {
  const { sessionId } = await startCheckout(app, lines);
  await payWithTestCard(app, sessionId, email);
  return (await app.inject({ url: `/api/checkout/sessions/${sessionId}` })).json<OrderSummary>();
}
