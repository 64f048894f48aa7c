/** Placeholder with the shape of a product card while the list loads. */
export function ProductCardSkeleton() {
  return (
    <div className="card product-card h-100 placeholder-glow" aria-hidden="true">
      <div className="product-card-image placeholder" />
      <div className="card-body">
        <span className="placeholder col-8 placeholder-lg mb-3" />
        <span className="placeholder col-5 mb-3" />
        <span className="placeholder col-12" />
        <span className="placeholder col-10 mb-3" />
        <span className="placeholder col-4 placeholder-lg d-block" />
        <span className="placeholder col-6 placeholder-sm" />
      </div>
    </div>
  );
}
