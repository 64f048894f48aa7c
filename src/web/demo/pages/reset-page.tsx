export function ResetPage() {
  return (
    <div className="container py-5">
      <title>Reset Password – Wabe UI Kit</title>
      <h1>Reset Password</h1>
    </div>
  );
}
