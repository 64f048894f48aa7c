// Browser routes the server answers with the app (200); anything else gets the app's 404 page.
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

const APP_ROUTE_PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/produkt\/[^/]+\/?$/,
  /^\/einkaufswagen\/?$/,
  /^\/einkauf_erfolgreich\/?$/,
  /^\/einkauf_abgebrochen\/?$/,
  /^\/sections\/?$/,
  /^\/zahlung\/[^/]+\/?$/,
  /^\/auth\/login\/?$/,
  /^\/admin(\/.*)?$/,
];

export function isAppRoute(pathname: string): boolean {
  if ((DEMO_ROUTES as readonly string[]).includes(pathname.replace(/\/$/, ''))) return true;
  return APP_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
