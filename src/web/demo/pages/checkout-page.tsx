import { useId, useState } from 'react';
import { Link } from 'react-router';
import { InertForm } from '../ui/inert';
import { OrderSummary } from './pd-checkout-summary';
import { CheckField, SelectField, TextField } from './pd-fields';

const STEPS = ['Cart', 'Shipping', 'Payment', 'Review'];
const CURRENT_STEP = 1;

const PAYMENT_METHODS = [
  { key: 'card', label: 'Credit or debit card', note: 'Visa, Mastercard, American Express' },
  { key: 'paypal', label: 'PayPal', note: 'You will confirm on the next page' },
  { key: 'transfer', label: 'Bank transfer', note: 'We ship once the money arrives' },
] as const;

type PaymentMethod = (typeof PAYMENT_METHODS)[number]['key'];

export function CheckoutPage() {
  return (
    <div className="container py-5">
      <title>Checkout – Wabe UI Kit</title>
      <nav aria-label="Checkout steps" className="mb-3">
        <ol className="breadcrumb mb-0">
          {STEPS.map((step, index) => (
            <li
              key={step}
              className={
                index === CURRENT_STEP ? 'breadcrumb-item active fw-semibold' : 'breadcrumb-item'
              }
              aria-current={index === CURRENT_STEP ? 'step' : undefined}
            >
              {index === 0 ? <Link to="/ecommerce">{step}</Link> : step}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mb-4">Checkout</h1>
      <InertForm className="row g-4 g-xl-5">
        <div className="col-lg-7 d-grid gap-4">
          <ShippingAddress />
          <Payment />
        </div>
        <div className="col-lg-5">
          <OrderSummary />
        </div>
      </InertForm>
    </div>
  );
}

function ShippingAddress() {
  return (
    <section className="card shadow-sm">
      <div className="card-body p-4">
        <h2 className="h4 mb-3">Shipping address</h2>
        <div className="row g-3">
          <TextField className="col-sm-6" label="First name" autoComplete="given-name" />
          <TextField className="col-sm-6" label="Last name" autoComplete="family-name" />
          <TextField
            className="col-sm-6"
            label="Email address"
            type="email"
            autoComplete="email"
            help="For the receipt and tracking link."
          />
          <TextField className="col-sm-6" label="Phone (optional)" type="tel" autoComplete="tel" />
          <TextField className="col-12" label="Street and number" autoComplete="address-line1" />
          <TextField className="col-sm-5" label="City" autoComplete="address-level2" />
          <TextField className="col-sm-3" label="Postcode" autoComplete="postal-code" />
          <SelectField
            className="col-sm-4"
            label="Country"
            autoComplete="country-name"
            options={['United States', 'Canada', 'United Kingdom', 'Ireland', 'Australia']}
          />
          <div className="col-12">
            <CheckField defaultChecked>Use this address for billing too</CheckField>
          </div>
        </div>
      </div>
    </section>
  );
}

function Payment() {
  const [method, setMethod] = useState<PaymentMethod>('card');
  const name = useId();
  return (
    <section className="card shadow-sm">
      <div className="card-body p-4">
        <h2 className="h4 mb-3">Payment</h2>
        <fieldset>
          <legend className="fs-6 fw-semibold">Payment method</legend>
          <div className="d-grid gap-2">
            {PAYMENT_METHODS.map((option) => (
              <div
                key={option.key}
                className="form-check border rounded-3 p-3 ps-5 demo-pd-payment-option"
              >
                <input
                  id={`${name}-${option.key}`}
                  type="radio"
                  name={name}
                  className="form-check-input"
                  checked={method === option.key}
                  onChange={() => setMethod(option.key)}
                  aria-describedby={`${name}-${option.key}-note`}
                />
                <label htmlFor={`${name}-${option.key}`} className="form-check-label fw-semibold">
                  {option.label}
                </label>
                <div id={`${name}-${option.key}-note`} className="small text-body-secondary">
                  {option.note}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        {method === 'card' && (
          <div className="row g-3 mt-1">
            <TextField className="col-12" label="Name on card" autoComplete="cc-name" />
            <TextField
              className="col-12"
              label="Card number"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
            />
            <TextField
              className="col-6"
              label="Expiry date"
              autoComplete="cc-exp"
              placeholder="MM / YY"
            />
            <TextField
              className="col-6"
              label="Security code"
              autoComplete="cc-csc"
              placeholder="CVC"
            />
          </div>
        )}
      </div>
    </section>
  );
}
