import { useId } from 'react';
import { dollars } from '../figures';
import mugUrl from '../images/pd-product-mug.svg';
import notebookUrl from '../images/pd-product-notebook.svg';
import toteUrl from '../images/pd-product-tote.svg';

const ITEMS = [
  {
    name: 'Stoneware mug',
    variant: 'Harbour blue · 350 ml',
    quantity: 2,
    price: 18,
    image: mugUrl,
  },
  { name: 'Linen tote bag', variant: 'Natural · Large', quantity: 1, price: 32, image: toteUrl },
  {
    name: 'Dot-grid notebook',
    variant: 'Fern green · A5',
    quantity: 3,
    price: 12.5,
    image: notebookUrl,
  },
];

const SHIPPING = 6;
const TAX_PERCENT = 7;

const SUBTOTAL = ITEMS.reduce((sum, item) => sum + item.quantity * item.price, 0);
const TAX = Math.round(SUBTOTAL * TAX_PERCENT) / 100;

/** The cart at a glance, with a promo code field and the button that would place the order. */
export function OrderSummary() {
  return (
    <aside className="card shadow-sm demo-pd-order-summary" aria-labelledby="order-summary-title">
      <div className="card-body p-4">
        <h2 id="order-summary-title" className="h4 mb-3">
          Order summary
        </h2>
        <ul className="list-unstyled mb-4">
          {ITEMS.map((item) => (
            <li key={item.name} className="d-flex gap-3 align-items-center py-2">
              <img
                src={item.image}
                width={64}
                height={64}
                alt=""
                className="rounded-3 flex-shrink-0"
              />
              <div className="flex-grow-1">
                <p className="fw-semibold mb-0">{item.name}</p>
                <p className="small text-body-secondary mb-0">
                  {item.variant} · Qty {item.quantity}
                </p>
              </div>
              <span className="fw-semibold">
                {dollars(item.quantity * item.price, { cents: true })}
              </span>
            </li>
          ))}
        </ul>
        <PromoCode />
        <dl className="demo-pd-order-totals mb-4">
          <dt>Subtotal</dt>
          <dd>{dollars(SUBTOTAL, { cents: true })}</dd>
          <dt>Shipping</dt>
          <dd>{dollars(SHIPPING, { cents: true })}</dd>
          <dt>Estimated tax ({TAX_PERCENT}%)</dt>
          <dd>{dollars(TAX, { cents: true })}</dd>
          <dt className="fs-5 fw-bold border-top pt-3">Total</dt>
          <dd className="fs-5 fw-bold border-top pt-3">
            {dollars(SUBTOTAL + SHIPPING + TAX, { cents: true })}
          </dd>
        </dl>
        <div className="d-grid">
          <button type="submit" className="btn btn-primary btn-lg">
            Place order
          </button>
        </div>
        <p className="small text-body-secondary text-center mt-3 mb-0">
          Free returns within 30 days. Secure checkout.
        </p>
      </div>
    </aside>
  );
}

function PromoCode() {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="form-label">
        Promo code
      </label>
      <div className="input-group">
        <span className="input-group-text" aria-hidden="true">
          %
        </span>
        <input
          id={id}
          type="text"
          className="form-control"
          placeholder="SPRING25"
          autoComplete="off"
        />
        <button type="button" className="btn btn-outline-primary">
          Apply
        </button>
      </div>
    </div>
  );
}
