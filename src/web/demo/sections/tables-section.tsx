export function TablesSection() {
  return <p>TablesSection</p>;
}
