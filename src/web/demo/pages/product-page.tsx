export function ProductPage() {
  return (
    <div className="container py-5">
      <title>Product – Wabe UI Kit</title>
      <h1>Product</h1>
    </div>
  );
}
