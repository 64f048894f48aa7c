import { useState } from 'react';
import { clampQuantity, maxQuantity } from '../../domain/course';
import { cartActions, useCart } from '../cart/cart-store';
import { StockNoticeForm } from '../stock/stock-notice-form';
import { AddedToCart } from './added-to-cart';
import { QuantityPicker } from './quantity-picker';

/** Quantity and "In den Warenkorb" for everything that is not a course. */
export function ProductPurchase({
  productId,
  stock,
  cap,
}: {
  productId: string;
  stock: number;
  /** The most one order may take (domain/order-limits.ts). */
  cap: number;
}) {
  const cart = useCart();
  const inCart = cart
    .filter((line) => line.itemId === productId)
    .reduce((total, line) => total + line.quantity, 0);
  // what is already in the cart counts against the stock, so nobody orders more than exists
  const max = maxQuantity({ isCourse: false, stock: stock - inCart, cap: cap - inCart });
  const [wanted, setWanted] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
  const quantity = clampQuantity(wanted, max);

  const add = () => {
    cartActions.add({ itemId: productId, quantity, course: null });
    setAdded(quantity);
    setWanted(1);
  };

  return (
    <div className="purchase-box">
      {/* sold out: no "Nur noch 0 verfügbar" and no picker stuck at 0, just the plain fact */}
      {stock > 0 && (
        <QuantityPicker value={quantity} max={max} available={stock} onChange={setWanted} />
      )}
      {/* docs/shop/product-page.md#add-to-cart: the button exists only while the product is in
         stock */}
      {stock > 0 ? (
        <button
          type="button"
          className="btn btn-primary btn-lg w-100 mt-3"
          disabled={quantity === 0}
          onClick={add}
        >
          In den Warenkorb
        </button>
      ) : (
        <>
          <p className="mt-3 mb-0 fw-semibold">Dieses Produkt ist leider ausverkauft.</p>
          <StockNoticeForm productId={productId} />
        </>
      )}
      {max > 0 && quantity === max && cap < stock && (
        <p className="small text-body-secondary mt-2 mb-0">
          Höchstens {cap} Stück pro Bestellung
          {inCart > 0 && ` – ${inCart} davon liegen schon in deinem Warenkorb`}
        </p>
      )}
      {stock > 0 && max === 0 && (
        <p className="small text-body-secondary mt-2 mb-0">
          {inCart >= cap
            ? `Mehr als ${cap} Stück auf einmal kannst du nicht bestellen – sie liegen schon in deinem Warenkorb.`
            : 'Alle verfügbaren Stück liegen schon in deinem Warenkorb.'}
        </p>
      )}
      <AddedToCart what={added === null ? null : `${added} Stück`} />
    </div>
  );
}
