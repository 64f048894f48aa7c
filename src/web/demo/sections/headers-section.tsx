export function HeadersSection() {
  return <p>HeadersSection</p>;
}
