// Back from the payment page to change the cart: the next checkout ends the order started before
// (docs/shop/checkout-and-payment.md#starting-the-payment).
import type { OrderSummary } from '../src/domain/checkout-schema';
import { cookieLine, getJson, setCartCookie } from './support/shop';
import { expect, test } from './support/test';

// a product no other spec buys or counts
const PRODUCT = 'p-lippenbalsam-honig-vanille';

test('a second "Weiter zur Zahlung" cancels the order the browser went to pay before', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  await setCartCookie(context, baseURL, [cookieLine(PRODUCT, 1, 'againline01')]);
  await app.goto('/einkaufswagen');
  const toPayment = async () => {
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await page.waitForURL(/\/zahlung\//);
    return new URL(page.url()).pathname.split('/').at(-1) ?? '';
  };
  const first = await toPayment();
  await page.goBack();
  await page
    .getByRole('button', { name: /erhöhen/i })
    .first()
    .click();
  const second = await toPayment();
  expect(second).not.toBe(first);

  const status = async (sessionId: string) =>
    (await getJson<OrderSummary>(request, `/api/checkout/sessions/${sessionId}`)).status;
  expect(await status(first)).toBe('cancelled');
  expect(await status(second)).toBe('pending');
  const order = await getJson<OrderSummary>(request, `/api/checkout/sessions/${second}`);
  expect(order.lines).toEqual([expect.objectContaining({ productId: PRODUCT, quantity: 2 })]);
  await request.post(`/api/checkout/sessions/${second}/cancel`);
});
