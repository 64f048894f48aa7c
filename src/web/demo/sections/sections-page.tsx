export function SectionsPage() {
  return (
    <div className="container py-5">
      <title>Sections – Wabe UI Kit</title>
      <h1>Sections</h1>
    </div>
  );
}
