import { type ComponentProps, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ShopPath } from '../../domain/routes';

// what the listener knows a PageLink by
const MARK = 'data-page-link';

export type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of the shop, such as `/einkaufswagen` or `/produkt/p-waldhonig`: never relative. */
  to: ShopPath;
};

/**
 * A link to one of the shop's pages: an anchor, which the shop layout's one click listener
 * follows in the app (usePageLinks). React Router's `Link` resolves its path, makes its click
 * handler and its prefetching anew in every link on every render: about 14 µs a link on the
 * server, where an anchor costs a fraction of one, and a page rendered per order carries a dozen
 * (docs/decisions/037-performance.md). Outside the shop layout it is a plain link.
 */
export function PageLink({ to, ...anchor }: PageLinkProps) {
  return <a {...anchor} href={to} data-page-link="" />;
}

/**
 * Follows a plain click on a PageLink in the app, as React Router's `Link` does: a click for
 * another tab or window (a modifier key, another button, a `target`) or one a handler took is
 * left alone, and a link to the page one is on replaces it in the history.
 */
export function usePageLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.(`a[${MARK}]`);
      if (
        !(link instanceof HTMLAnchorElement) ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey ||
        (link.target !== '' && link.target !== '_self')
      )
        return;
      event.preventDefault();
      const to = link.getAttribute('href') ?? '/';
      const { pathname, search, hash } = window.location;
      void navigate(to, { replace: `${pathname}${search}${hash}` === to });
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate]);
}
