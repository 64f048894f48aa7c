import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { Link, useNavigate } from 'react-router';

type FollowInApp = (to: string) => void;

const PageNavigation = createContext<FollowInApp | null>(null);

/**
 * One way for every PageLink below it to go to a page without loading a document. React Router's
 * `Link` resolves its path, makes its click handler and its prefetching anew in every link on
 * every render: about 14 µs a link on the server, where an anchor costs a fraction of one, and a
 * page rendered per order carries a dozen (docs/decisions/037-performance.md).
 */
export function PageNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const follow = useMemo<FollowInApp>(
    () => (to) => {
      const { pathname, search, hash } = window.location;
      // as React Router's Link: a link to the page one is on replaces it in the history
      void navigate(to, { replace: `${pathname}${search}${hash}` === to });
    },
    [navigate],
  );
  return <PageNavigation.Provider value={follow}>{children}</PageNavigation.Provider>;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

export type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of the shop, such as `/einkaufswagen` or `/produkt/p-waldhonig`. */
  to: string;
};

/**
 * A link to one of the shop's pages: an anchor whose plain click the app follows itself, as
 * React Router's `Link` does. Outside a PageNavigationProvider it is that `Link`.
 */
export function PageLink({ to, onClick, ...anchor }: PageLinkProps) {
  const follow = useContext(PageNavigation);
  if (!follow) return <Link to={to} onClick={onClick} {...anchor} />;
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, anchor.target)) return;
        event.preventDefault();
        follow(to);
      }}
    />
  );
}
