// Helpers for the shop home and cart specs: API look-ups and a cart set straight into the cookie
// (the product page that adds lines is tested on its own).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ProductDetail, ProductSummary } from '../../src/domain/catalog-schema';
import { appOn, expect } from './test';

export const CART_COOKIE = 'hofladen_cart';

export interface CookieLine {
  itemId: string;
  quantity: number;
  course: {
    courseDateId: number;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
  } | null;
  tempId: string;
}

/** "12,90 €" as the shop writes it (de-DE with a plain space). */
export const euro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export const productsOf = (request: APIRequestContext, type: string) =>
  getJson<ProductSummary[]>(request, `/api/products?type=${type}`);

export const productDetail = (request: APIRequestContext, id: string) =>
  getJson<ProductDetail>(request, `/api/products/${id}`);

/**
 * A cart line for the cookie; tempIds are 11 letters or digits
 * (docs/shop/cart.md#changing-quantities).
 */
export function cookieLine(
  itemId: string,
  quantity: number,
  tempId: string,
  course: CookieLine['course'] = null,
): CookieLine {
  expect(tempId).toMatch(/^[A-Za-z0-9]{11}$/);
  return { itemId, quantity, course, tempId };
}

export async function setCartCookie(
  context: BrowserContext,
  baseURL: string | undefined,
  lines: CookieLine[],
): Promise<void> {
  await context.addCookies([
    {
      name: CART_COOKIE,
      value: encodeURIComponent(JSON.stringify(lines)),
      url: baseURL ?? 'http://127.0.0.1:3100',
      sameSite: 'Lax',
    },
  ]);
}

/** The demo catalogue's first honey, put in the cart's cookie once (as line `tempId`). */
export async function honeyInCart(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string | undefined,
  tempId: string,
): Promise<ProductSummary> {
  const [honey] = await productsOf(request, 'honig');
  if (!honey) throw new Error('the demo catalogue has no honey');
  await setCartCookie(context, baseURL, [cookieLine(honey.id, 1, tempId)]);
  return honey;
}

export async function readCartCookie(context: BrowserContext): Promise<CookieLine[]> {
  const cookie = (await context.cookies()).find((entry) => entry.name === CART_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as CookieLine[]) : [];
}

/** The first course with a date that still has free places, and that date. */
export async function bookableCourse(request: APIRequestContext) {
  for (const summary of await productsOf(request, 'course')) {
    const detail = await productDetail(request, summary.id);
    const date = detail.course?.dates.find((entry) => entry.free > 0);
    if (date) return { course: detail, date };
  }
  throw new Error('the demo catalogue needs a course with a free date');
}

/**
 * Opens a honey product the way a visitor browsing the shop does: from its card on the home
 * page, so the browser (not the server) loads the product — for tests that change what the
 * API answers the browser. The home page's app has taken over its server HTML by then.
 */
export async function openHoneyFromHome(page: Page, title: string): Promise<void> {
  await appOn(page).goto('/');
  const link = page.getByRole('link', { name: title, exact: true });
  const loadMore = page.getByRole('button', { name: 'Load more...' });
  while (!(await link.isVisible()) && (await loadMore.isVisible())) await loadMore.click();
  await link.click();
}
