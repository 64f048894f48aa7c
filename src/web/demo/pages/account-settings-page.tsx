export function AccountSettingsPage() {
  return (
    <div className="container py-5">
      <title>Account Settings – Wabe UI Kit</title>
      <h1>Account Settings</h1>
    </div>
  );
}
