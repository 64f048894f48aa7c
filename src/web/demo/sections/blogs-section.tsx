export function BlogsSection() {
  return <p>BlogsSection</p>;
}
