export function RegisterPage() {
  return (
    <div className="container py-5">
      <title>Register – Wabe UI Kit</title>
      <h1>Register</h1>
    </div>
  );
}
