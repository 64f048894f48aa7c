/** Placeholders in the shape of the product page while it loads. */
export function ProductSkeleton() {
  return (
    <div className="container product-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        Produkt wird geladen…
      </span>
      <div className="placeholder-glow mb-4" aria-hidden="true">
        <span className="placeholder col-4 col-md-2 rounded" />
      </div>
      <div className="row g-4 g-lg-5" aria-hidden="true">
        <div className="col-md-6">
          <div className="ratio ratio-4x3 placeholder-glow">
            <span className="placeholder rounded-4 w-100 h-100" />
          </div>
        </div>
        <div className="col-md-6 placeholder-glow">
          <span className="placeholder placeholder-lg col-9 mb-3 rounded" />
          <span className="placeholder col-5 mb-4 rounded d-block" />
          <span className="placeholder placeholder-lg col-3 mb-4 rounded d-block" />
          <span className="placeholder col-12 rounded d-block mb-2" />
          <span className="placeholder col-10 rounded d-block mb-2" />
          <span className="placeholder col-8 rounded d-block mb-4" />
          <span className="placeholder col-12 rounded-3 d-block product-skeleton-box" />
        </div>
      </div>
    </div>
  );
}
