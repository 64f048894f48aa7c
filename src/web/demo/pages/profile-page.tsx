export function ProfilePage() {
  return (
    <div className="container py-5">
      <title>Profile – Wabe UI Kit</title>
      <h1>Profile</h1>
    </div>
  );
}
