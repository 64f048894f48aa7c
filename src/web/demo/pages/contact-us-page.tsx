export function ContactUsPage() {
  return (
    <div className="container py-5">
      <title>Contact Us – Wabe UI Kit</title>
      <h1>Contact Us</h1>
    </div>
  );
}
