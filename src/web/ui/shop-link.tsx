import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A configurable link: the shop's own pages (a path) stay in the app, a configured address
 * elsewhere is a plain link.
 */
export function ShopLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return <a href={href}>{children}</a>;
}
