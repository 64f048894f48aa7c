import { PageLink } from '../ui/page-link';
import { CartIcon } from './cart-icon';

export function EmptyCart() {
  return (
    <div className="empty-cart">
      <div className="empty-cart-icon">
        <CartIcon size={44} />
      </div>
      <p className="empty-cart-title">Dein Warenkorb ist leer.</p>
      <p className="text-body-secondary">
        Stöbere durch unseren Honig, die Kräuterprodukte und Kurse – bestimmt ist etwas für dich
        dabei.
      </p>
      <PageLink to="/" className="btn btn-primary rounded-pill px-4">
        Produkte entdecken
      </PageLink>
    </div>
  );
}
