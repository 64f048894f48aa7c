import type { PageHandle } from './page-data';
import type { PageRoute } from './routes';

/** What the server tells search engines about the pages of the route table (routes.tsx). */
export interface SearchPages {
  /** Route patterns for sitemap.xml; the server fills in their `:params` (each listed product). */
  sitemap: string[];
  /** Address prefixes robots.txt keeps crawlers away from. */
  private: string[];
}

interface Page {
  pattern: string;
  handle: PageHandle | undefined;
}

const join = (parent: string, path: string) =>
  `${parent.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

/** Each page of the table with its full pattern: `/produkt/:productId`, `/admin/*`. */
function pagesOf(routes: PageRoute[], parent = ''): Page[] {
  return routes.flatMap((route) => {
    const pattern = route.path === undefined ? parent : join(parent, route.path);
    if ('children' in route && route.children) return pagesOf(route.children, pattern);
    return [{ pattern: pattern || '/', handle: route.handle }];
  });
}

// robots.txt compares prefixes: a page's address up to its first parameter (`/zahlung/`), or
// with all below it (`/admin` for `/admin/*`)
const prefix = (pattern: string) => pattern.replace(/\/\*$|:.*$/, '');

/** Each page's pattern: what the table alone may name (scripts/page-paths.ts checks). */
export const pagePatterns = (routes: PageRoute[]) => pagesOf(routes).map((page) => page.pattern);

export function searchPages(routes: PageRoute[]): SearchPages {
  const pages = pagesOf(routes);
  const marked = (flag: 'sitemap' | 'private') =>
    pages.filter((page) => page.handle?.[flag]).map((page) => page.pattern);
  return { sitemap: marked('sitemap'), private: marked('private').map(prefix) };
}
