export function PresentationPage() {
  return (
    <div className="container py-5">
      <title>Presentation – Wabe UI Kit</title>
      <h1>Presentation</h1>
    </div>
  );
}
