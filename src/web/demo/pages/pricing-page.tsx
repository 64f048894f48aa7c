export function PricingPage() {
  return (
    <div className="container py-5">
      <title>Pricing – Wabe UI Kit</title>
      <h1>Pricing</h1>
    </div>
  );
}
