export function EcommercePage() {
  return (
    <div className="container py-5">
      <title>Ecommerce – Wabe UI Kit</title>
      <h1>Ecommerce</h1>
    </div>
  );
}
