import { paths } from '../../domain/routes';
import { PageMeta } from '../seo/page-meta';
import { useSmallBusiness } from '../shop-config';
import { PageLink } from '../ui/page-link';
import { CartContents } from './cart-contents';
import { useCart } from './cart-store';
import { EmptyCart } from './empty-cart';

/** docs/shop/cart.md#cart-page: /einkaufswagen — the cart lines and the order summary. */
export function CartPage() {
  const cart = useCart();
  const smallBusiness = useSmallBusiness();
  return (
    <div className="container cart-page">
      <PageMeta
        title="Warenkorb"
        description={`Dein Warenkorb im Hofladen: Honig, Kräuter, Pflege und Kurse – ${smallBusiness ? 'Endpreise' : 'Preise inkl. MwSt.'}, sicher bezahlen mit Karte.`}
        path={paths.cart}
      />
      <PageLink to="/" className="btn btn-outline-primary rounded-pill back-to-shop">
        <span aria-hidden="true">←</span> Zurück zum Shop
      </PageLink>
      <h1 className="cart-title">Zusammenfassung der Bestellung</h1>
      {cart.length === 0 ? <EmptyCart /> : <CartContents cart={cart} />}
    </div>
  );
}
