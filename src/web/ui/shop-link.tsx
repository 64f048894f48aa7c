import type { ReactNode } from 'react';
import { isShopPath } from '../../domain/routes';
import { PageLink } from './page-link';

/**
 * A configurable link: the shop's own pages (a path) stay in the app, a configured address
 * elsewhere is a plain link.
 */
export function ShopLink({ href, children }: { href: string; children: ReactNode }) {
  if (isShopPath(href)) return <PageLink to={href}>{children}</PageLink>;
  return <a href={href}>{children}</a>;
}
