/**
 * The only routes anybody may call without a staff token. Every route not listed here is
 * private: the staff guard (identity/guard.ts) refuses it without a valid token, so a route
 * added and forgotten is closed, not open. A test walks the registered route table.
 */
export const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/health',
  // catalogue: what every visitor sees
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/products/:id/related',
  'GET /api/products/:id/ratings',
  // the legacy shop's product ids, for its old links (/produkt/<legacy id> → 301)
  'GET /api/legacy-products/:legacyId',
  // verified ratings: the payment id of a paid order is the buyer's proof
  'GET /api/purchases/:transactionId',
  'POST /api/products/:id/ratings',
  'GET /api/images/:id',
  'GET /api/shipping-costs',
  'GET /api/delivery-options',
  'GET /api/discount-codes/',
  'GET /api/discount-codes/:code',
  // checkout and payment: anonymous customers; a session id is a 24-character secret
  'POST /api/checkout',
  'GET /api/checkout/sessions/:sessionId',
  'POST /api/checkout/sessions/:sessionId/cancel',
  'GET /api/checkout/sessions/:sessionId/invoice.pdf',
  'GET /api/checkout/sessions/:sessionId/calendar.ics',
  'GET /api/payments/simulated/:sessionId',
  'POST /api/payments/simulated/:sessionId/pay',
  'GET /api/payments/simulated/:sessionId/receipt',
  // authenticated by Stripe's signature, not by us
  'POST /api/payments/stripe/webhook',
  // the customer's order status page: the 64-hex-character token from the order's mails is the key
  'GET /api/order-status/:token',
  'GET /api/order-status/:token/invoice.pdf',
  // cookie consent: every visitor decides, and may look up their own latest decision
  'POST /api/consent',
  'GET /api/consent/:uuid',
  'GET /api/geo',
  // the legal pages (Impressum, AGB, …) every visitor must be able to read
  'GET /api/legal/:slug',
  // § 356a BGB: anybody may declare a withdrawal, without an account
  'POST /api/withdrawals',
  // a full course date's waitlist: anybody joins; the 43-character link token is the entry's key
  'POST /api/waitlist',
  'GET /api/waitlist/:token',
  'POST /api/waitlist/:token/confirm',
  'POST /api/waitlist/:token/leave',
  // a course booking's own page: the 64-hex-character token from the confirmation is the key
  'GET /api/course-bookings/:token',
  'POST /api/course-bookings/:token/cancel',
  'POST /api/course-bookings/:token/move',
  'GET /api/course-bookings/:token/calendar.ics',
  // back-in-stock notices: double opt-in by e-mail; the 32-character token is the key
  'POST /api/stock-notices',
  'POST /api/stock-notices/:token/confirm',
  'DELETE /api/stock-notices/:token',
  // the ways in and out: a password, or a refresh token
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  // the API describes itself to integrators (admin routes included: they are guarded, not hidden)
  'GET /api/openapi.json',
]);

/**
 * Pages and static assets (GET and HEAD outside /api/) are public: the admin's page shell is
 * code, and what it shows comes from private /api routes.
 */
export function isPublicRoute(method: string, routeUrl: string): boolean {
  const safe = method === 'GET' || method === 'HEAD';
  if (safe && !routeUrl.startsWith('/api/')) return true;
  return PUBLIC_API_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${routeUrl}`);
}
