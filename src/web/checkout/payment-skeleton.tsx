/** Placeholder of the checkout while the session loads, so the page is never blank. */
export function PaymentSkeleton() {
  return (
    <div className="payment-checkout placeholder-glow" role="status">
      <span className="visually-hidden">Zahlungsseite wird geladen…</span>
      <div className="payment-order" aria-hidden="true">
        <span className="placeholder col-5 mb-3" />
        <span className="placeholder placeholder-lg col-8 mb-4" />
        <span className="placeholder col-12 mb-2" />
        <span className="placeholder col-12 mb-2" />
        <span className="placeholder col-7" />
      </div>
      <div className="payment-panel" aria-hidden="true">
        <span className="placeholder col-6 mb-4" />
        <span className="placeholder placeholder-lg col-12 mb-3" />
        <span className="placeholder placeholder-lg col-12 mb-3" />
        <span className="placeholder placeholder-lg col-12" />
      </div>
    </div>
  );
}
