export function ChatPage() {
  return (
    <div className="container py-5">
      <title>Chat – Wabe UI Kit</title>
      <h1>Chat</h1>
    </div>
  );
}
