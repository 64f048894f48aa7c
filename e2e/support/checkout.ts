// Helpers for the checkout specs: stock and free places read through the API, checkouts opened
// straight through the API, and the simulated payment page's form.
import type { APIRequestContext, Page } from '@playwright/test';
import type { OrderSummary } from '../../src/domain/checkout-schema';
import type { SimulatedSessionView } from '../../src/domain/payment-schema';
import { productDetail } from './shop';
import { appStarted, expect } from './test';

// Each spec buys its own products, so stock deltas measured by one worker are never mixed with
// another worker's purchases; none of them is one the cart or product specs count on.
export const HONEY = {
  journey: 'p-fruehtrachthonig-cremig',
  cancel: 'p-rapshonig-cremig',
  declined: 'p-sommertrachthonig-fluessig',
  conflict: 'p-kastanienhonig',
  a11y: 'p-loewenzahnhonig-cremig',
  delivery: 'p-lindenhonig',
} as const;
export const COURSE = {
  journey: 'c-kraeuterkurs-im-jahreskreis',
  cancel: 'c-imkern-fuer-einsteiger',
  a11y: 'c-bienenwachskerzen-selber-ziehen',
} as const;

export const ATTENDEE = {
  firstName: 'Greta',
  lastName: 'Wabe',
  email: 'greta@example.org',
  phone: '0761 555 42',
};

export const stockOf = async (request: APIRequestContext, productId: string) =>
  (await productDetail(request, productId)).amountAvailable;

/** The course's last date with room for a few more, and its current free places. */
export async function openCourseDate(request: APIRequestContext, courseId: string) {
  const course = await productDetail(request, courseId);
  const date = course.course?.dates.findLast((entry) => entry.free >= 2);
  if (!date) throw new Error(`${courseId} needs a date with at least two free places`);
  return { course, date };
}

export async function freePlaces(request: APIRequestContext, courseId: string, dateId: number) {
  const course = await productDetail(request, courseId);
  const date = course.course?.dates.find((entry) => entry.id === dateId);
  if (!date) throw new Error(`${courseId} has no date ${dateId}`);
  return date.free;
}

interface ApiLine {
  productId: string;
  quantity: number;
  course?: { courseDateId: number } & typeof ATTENDEE;
}

/** A pending order as "Weiter zur Zahlung" creates it; returns the payment session id. */
export async function openCheckout(request: APIRequestContext, lines: ApiLine[]) {
  const response = await request.post('/api/checkout', {
    data: { lines: lines.map((line) => ({ course: null, ...line })), discountCode: null },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const sessionId = new URL(url).pathname.split('/').pop() ?? '';
  expect(sessionId).toMatch(/^\w{8,}$/);
  return sessionId;
}

/** The buyer a customer types in: a parcel's address only where the order ships goods. */
export const BUYER = {
  name: 'Jürgen Müller',
  street: 'Lindenweg 4',
  postalCode: '02826',
  town: 'Görlitz',
};

async function buyerFor(request: APIRequestContext, sessionId: string) {
  const view = (await (
    await request.get(`/api/payments/simulated/${sessionId}`)
  ).json()) as SimulatedSessionView;
  const { delivery, billingAddressRequired } = view.buyerRules;
  const { name, ...address } = BUYER;
  // above 250 € a pickup or courses alone need an invoice address
  const billingAddress = billingAddressRequired ? { name, ...address, country: 'DE' } : null;
  if (delivery === 'none') return billingAddress ? { buyer: { name, billingAddress } } : {};
  return {
    buyer: {
      name,
      deliveryAddress: delivery === 'shipping' ? { ...address, country: 'DE' } : null,
      billingAddress,
    },
  };
}

export async function payThroughApi(
  request: APIRequestContext,
  sessionId: string,
  email = ATTENDEE.email,
) {
  const buyer = await buyerFor(request, sessionId);
  const response = await request.post(`/api/payments/simulated/${sessionId}/pay`, {
    data: { email, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', ...buyer },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function cancelThroughApi(request: APIRequestContext, sessionId: string) {
  const response = await request.post(`/api/checkout/sessions/${sessionId}/cancel`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OrderSummary;
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Bezahlen/ });

/** Fills the simulated payment page's form and presses "Bezahlen". */
export async function payOnPage(page: Page, cardNumber: string) {
  // the cart's pay button brings the payment page as a new document: typed before its app runs,
  // the fields would lose what was typed
  await appStarted(page);
  await page.getByLabel('E-Mail').waitFor();
  // goods ask who buys, a parcel also where it goes (courses alone ask neither); above 250 € a
  // pickup or courses alone ask an invoice address
  if (await page.getByLabel('Vor- und Nachname').isVisible())
    await page.getByLabel('Vor- und Nachname').fill(BUYER.name);
  if (await page.getByLabel('Name oder Firma').isVisible())
    await page.getByLabel('Name oder Firma').fill(BUYER.name);
  if (await page.getByLabel('Straße und Hausnummer').isVisible()) {
    await page.getByLabel('Straße und Hausnummer').fill(BUYER.street);
    await page.getByLabel('PLZ', { exact: true }).fill(BUYER.postalCode);
    await page.getByLabel('Ort', { exact: true }).fill(BUYER.town);
  }
  await page.getByLabel('E-Mail').fill(ATTENDEE.email);
  await page.getByLabel('Kartennummer').fill(cardNumber);
  await page.getByLabel('Ablaufdatum').fill('12/34');
  await page.getByLabel('Prüfziffer (CVC)').fill('123');
  await payButton(page).click();
}
