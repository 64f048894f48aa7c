export function LandingPage() {
  return (
    <div className="container py-5">
      <title>Landing – Wabe UI Kit</title>
      <h1>Landing</h1>
    </div>
  );
}
