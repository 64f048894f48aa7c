export function NotFoundErrorPage() {
  return (
    <div className="container py-5">
      <title>Page not found – Wabe UI Kit</title>
      <h1>Page not found</h1>
    </div>
  );
}
