export function CartLineSkeleton() {
  return (
    <div className="cart-line cart-line-skeleton placeholder-glow" aria-hidden="true">
      <div className="cart-line-image placeholder" />
      <div className="cart-line-body">
        <span className="placeholder col-6 placeholder-lg mb-2" />
        <span className="placeholder col-10 mb-2" />
        <span className="placeholder col-4" />
      </div>
    </div>
  );
}
