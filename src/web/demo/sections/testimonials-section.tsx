export function TestimonialsSection() {
  return <p>TestimonialsSection</p>;
}
