export function BlogPostsPage() {
  return (
    <div className="container py-5">
      <title>Blog Posts – Wabe UI Kit</title>
      <h1>Blog Posts</h1>
    </div>
  );
}
