export function AccordionSection() {
  return <p>AccordionSection</p>;
}
