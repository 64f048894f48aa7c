import type { CartLine } from '../../domain/cart-schema';
import { cartActions } from './cart-store';
import { TrashIcon } from './trash-icon';

/** A line whose product the shop no longer offers: it can only be removed. */
export function GoneLineRow({ line }: { line: CartLine }) {
  return (
    <article className="cart-line cart-line-gone" aria-label="Nicht mehr erhältlich">
      <div className="cart-line-image cart-line-image-empty" aria-hidden="true" />
      <div className="cart-line-body">
        <p className="cart-line-title mb-1">Dieses Produkt ist nicht mehr erhältlich.</p>
        <p className="cart-line-description">
          Bitte entferne es aus dem Warenkorb, um fortzufahren.
        </p>
      </div>
      <div className="cart-line-actions">
        <button
          type="button"
          className="btn btn-link cart-line-remove"
          aria-label="Entfernen"
          title="Entfernen"
          onClick={() => cartActions.remove(line.tempId)}
        >
          <TrashIcon />
        </button>
      </div>
    </article>
  );
}
