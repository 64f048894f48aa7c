export function IndexPage() {
  return (
    <div className="container py-5">
      <title>Home – Wabe UI Kit</title>
      <h1>Home</h1>
    </div>
  );
}
