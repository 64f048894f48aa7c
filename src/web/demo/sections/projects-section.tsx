export function ProjectsSection() {
  return <p>ProjectsSection</p>;
}
