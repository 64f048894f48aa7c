export function CheckoutPage() {
  return (
    <div className="container py-5">
      <title>Checkout – Wabe UI Kit</title>
      <h1>Checkout</h1>
    </div>
  );
}
