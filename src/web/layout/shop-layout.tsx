import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { CartButton } from '../cart/cart-button';
import { ConsentGate } from '../consent/consent-gate';
import type { PageHandle } from '../page-data';
import { usePageLinks } from '../ui/page-link';
import { OfflineNotice } from './offline-notice';
import { scrollKey } from './scroll-key';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page and footer of every shop page (its note without JavaScript: document.tsx). */
export function ShopLayout() {
  // the page says whether it wants the cart button (routes.tsx)
  const cartButton = !useMatches().some(
    (match) => (match.handle as PageHandle | undefined)?.cartButton === false,
  );
  // lazy pages load their code on navigation; show that something is happening
  const loading = useNavigation().state === 'loading';
  usePageLinks();

  return (
    <div className="shop-shell">
      <a href="#inhalt" className="visually-hidden-focusable skip-link">
        Zum Inhalt springen
      </a>
      {loading && <div className="route-progress" aria-hidden="true" />}
      <SiteHeader />
      <main id="inhalt" className="shop-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {cartButton && <CartButton />}
      <ConsentGate />
      <OfflineNotice />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
