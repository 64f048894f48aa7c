export function AboutUsPage() {
  return (
    <div className="container py-5">
      <title>About Us – Wabe UI Kit</title>
      <h1>About Us</h1>
    </div>
  );
}
