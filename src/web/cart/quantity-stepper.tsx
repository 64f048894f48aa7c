import { cartActions } from './cart-store';
import { useCheckoutBusy } from './checkout-busy';

interface QuantityStepperProps {
  tempId: string;
  quantity: number;
  /**
   * docs/shop/cart.md#quantity-limits: + stops at the stock or the free places of the course date.
   */
  max: number;
}

/**
 * docs/shop/cart.md#changing-quantities: minus removes the line at quantity 1; plus adds one up to
 * the limit.
 */
export function QuantityStepper({ tempId, quantity, max }: QuantityStepperProps) {
  return (
    <fieldset className="quantity-stepper" disabled={useCheckoutBusy()}>
      <legend className="visually-hidden">Menge</legend>
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-label="Menge verringern"
        onClick={() => cartActions.decrement(tempId)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="quantity-value" data-testid="line-quantity" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-label="Menge erhöhen"
        disabled={quantity >= max}
        onClick={() => cartActions.increment(tempId)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
