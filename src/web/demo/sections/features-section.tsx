export function FeaturesSection() {
  return <p>FeaturesSection</p>;
}
