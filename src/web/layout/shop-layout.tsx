import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { CartButton } from '../cart/cart-button';
import { ConsentGate } from '../consent/consent-gate';
import { scrollKey } from './scroll-key';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// the cart itself, the payment page and the success page have no use for the cart button (at
// 375 px it covered their amounts and links); after a cancel the cart still matters
const WITHOUT_CART_BUTTON = /^\/(einkaufswagen|zahlung\/|einkauf_erfolgreich)/;

export function ShopLayout() {
  const { pathname } = useLocation();
  // lazy pages load their code on navigation; show that something is happening
  const loading = useNavigation().state === 'loading';

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
      {!WITHOUT_CART_BUTTON.test(pathname) && <CartButton />}
      <ConsentGate />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
