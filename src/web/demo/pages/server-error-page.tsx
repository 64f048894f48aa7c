export function ServerErrorPage() {
  return (
    <div className="container py-5">
      <title>Something went wrong – Wabe UI Kit</title>
      <h1>Something went wrong</h1>
    </div>
  );
}
