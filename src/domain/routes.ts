// One home for the shop's URL paths: the router, every link, the server's return URLs and the
// e-mails build them here.
import type { LegalSlug } from './legal';

const segment = encodeURIComponent;

/** A path of this shop: what its links between pages take (web/ui/page-link.tsx). */
export type ShopPath = `/${string}`;

/** Whether an address is a path of this shop: `//host/x` and `/\host/x` name another host. */
export const isShopPath = (address: string): address is ShopPath => /^\/(?![/\\])/.test(address);

export const paths = {
  home: '/',
  cart: '/einkaufswagen',
  product: (productId: string): ShopPath => `/produkt/${segment(productId)}`,
  /**
   * docs/shop/ratings.md#who-may-rate: the rating form opens for the purchase this payment id
   * names.
   */
  rateProduct: (productId: string, transactionId: string): ShopPath =>
    `/produkt/${segment(productId)}?transactionId=${segment(transactionId)}`,
  payment: (sessionId: string) => `/zahlung/${segment(sessionId)}`,
  /** `{id}` stays as written: the provider puts its session id there. */
  purchaseSucceeded: (sessionId: string): ShopPath =>
    `/einkauf_erfolgreich?session_id=${sessionId === '{id}' ? sessionId : segment(sessionId)}`,
  purchaseCancelled: (sessionId: string) =>
    `/einkauf_abgebrochen?session_id=${sessionId === '{id}' ? sessionId : segment(sessionId)}`,
  /** The customer's order status page: the link in the order's mails (docs/shop/after-the-sale.md). */
  orderStatus: (token: string) => `/bestellung/${segment(token)}`,
  /** A waitlist entry's personal link: confirm, see the offer, leave (docs/shop/courses.md#waitlist). */
  waitlistEntry: (token: string) => `/warteliste/${segment(token)}`,
  /** A course booking's own page, from the confirmation (docs/shop/courses.md#your-booking). */
  courseBooking: (token: string) => `/kursbuchung/${segment(token)}`,
  /** The back-in-stock double opt-in and its unsubscribe link (docs/shop/stock.md). */
  stockNotice: (token: string) => `/benachrichtigung/${segment(token)}`,
  stockNoticeUnsubscribe: (token: string) => `/benachrichtigung/${segment(token)}?abmelden=1`,
  login: (next?: string) => (next ? `/auth/login?next=${segment(next)}` : '/auth/login'),
  admin: '/admin',
  /** An order in the backoffice: the link in the shop's own notices. */
  adminOrder: (orderId: string) => `/admin/bestellungen/${segment(orderId)}`,
  /** § 356a BGB: the withdrawal button's page, linked from every shop page. */
  withdrawal: '/vertrag-widerrufen',
  /** The confirmation e-mail's link: the form opens with the order number filled in. */
  withdrawOrder: (orderNumber: string) => `/vertrag-widerrufen?bestellung=${segment(orderNumber)}`,
  legal: (slug: LegalSlug) => `/${slug}`,
  /** The demo template site's showcase of every section; `#pricing` and the like scroll there. */
  sections: (anchor?: string) => (anchor ? `/sections#${segment(anchor)}` : '/sections'),
} as const;

// The demo template site's pages (docs/shop/demo-site.md#pages), beside /sections. The server
// answers them with the app.
export const DEMO_ROUTES = [
  '/index',
  '/presentation',
  '/about-us',
  '/blog-post',
  '/blog-posts',
  '/contact-us',
  '/landing-page',
  '/pricing',
  '/ecommerce',
  '/product-page',
  '/profile-page',
  '/404-error',
  '/500-error',
  '/account-settings',
  '/login-page',
  '/register-page',
  '/reset-page',
  '/invoice-page',
  '/checkout-page',
  '/chat-page',
] as const;

export type DemoRoute = (typeof DEMO_ROUTES)[number];

/** The demo's error page for a missing page shows as one to browsers and crawlers too (404). */
export const DEMO_NOT_FOUND_ROUTE: DemoRoute = '/404-error';
