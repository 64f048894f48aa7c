export function TeamsSection() {
  return <p>TeamsSection</p>;
}
