export function BlogPostPage() {
  return (
    <div className="container py-5">
      <title>Blog Post – Wabe UI Kit</title>
      <h1>Blog Post</h1>
    </div>
  );
}
