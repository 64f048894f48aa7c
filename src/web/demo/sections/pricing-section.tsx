export function PricingSection() {
  return <p>PricingSection</p>;
}
