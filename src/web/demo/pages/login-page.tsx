export function LoginPage() {
  return (
    <div className="container py-5">
      <title>Login – Wabe UI Kit</title>
      <h1>Login</h1>
    </div>
  );
}
