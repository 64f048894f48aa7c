export function InvoicePage() {
  return (
    <div className="container py-5">
      <title>Invoice – Wabe UI Kit</title>
      <h1>Invoice</h1>
    </div>
  );
}
