export function ContactSection() {
  return <p>ContactSection</p>;
}
