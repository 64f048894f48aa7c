import { useRef } from 'react';
import { itemCount } from '../../domain/cart';
import { paths } from '../../domain/routes';
import { PageLink } from '../ui/page-link';
import { CartIcon } from './cart-icon';
import { useCart } from './cart-store';

/** docs/shop/cart.md#cart-button: the floating cart button; its count badge bumps for 300 ms. */
export function CartButton() {
  const count = itemCount(useCart());
  const initialCount = useRef(count);
  const label = `Warenkorb, ${count} Artikel`;
  return (
    <PageLink to={paths.cart} className="cart-fab" aria-label={label}>
      <CartIcon size={28} />
      {count > 0 && (
        // a new key restarts the CSS animation on every change, but not on the first render
        <span
          key={count}
          className={`cart-fab-badge${count !== initialCount.current ? ' cart-fab-badge-bump' : ''}`}
          data-testid="cart-count"
        >
          {count}
        </span>
      )}
    </PageLink>
  );
}
