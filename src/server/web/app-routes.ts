import { LEGAL_SLUGS } from '../../domain/legal';
import { DEMO_ROUTES } from '../../domain/routes';

// The paths the server answers with a page (200); anything else gets the app's 404 page. Kept on
// the server: the browser's router needs none of it, and patterns built when a module loads would
// stay in the shop's entry bundle even unused.
const APP_ROUTE_PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/produkt\/[^/]+\/?$/,
  /^\/einkaufswagen\/?$/,
  /^\/einkauf_erfolgreich\/?$/,
  /^\/einkauf_abgebrochen\/?$/,
  /^\/vertrag-widerrufen\/?$/,
  ...LEGAL_SLUGS.map((slug) => new RegExp(`^/${slug}/?$`)),
  /^\/sections\/?$/,
  /^\/zahlung\/[^/]+\/?$/,
  /^\/auth\/login\/?$/,
  /^\/admin(\/.*)?$/,
];

export function isAppRoute(pathname: string): boolean {
  if ((DEMO_ROUTES as readonly string[]).includes(pathname.replace(/\/$/, ''))) return true;
  return APP_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
