import { type ComponentType, useEffect } from 'react';
import { useLocation } from 'react-router';
import { SECTIONS, type SectionId } from '../demo-links';
import { AccordionSection } from './accordion-section';
import { BlogsSection } from './blogs-section';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HeadersSection } from './headers-section';
import { PricingSection } from './pricing-section';
import { ProjectsSection } from './projects-section';
import { TablesSection } from './tables-section';
import { TeamsSection } from './teams-section';
import { TestimonialsSection } from './testimonials-section';

const CONTENT: Record<SectionId, ComponentType> = {
  headers: HeadersSection,
  features: FeaturesSection,
  blogs: BlogsSection,
  teams: TeamsSection,
  projects: ProjectsSection,
  pricing: PricingSection,
  testimonials: TestimonialsSection,
  contactus: ContactSection,
  tables: TablesSection,
  accordion: AccordionSection,
};

/**
 * Every section layout of the kit, in the navbar's order. Opening it (or following a "Sections"
 * entry) lands on the section the hash names, else at the top.
 */
export function SectionsPage() {
  const { hash } = useLocation();

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [hash]);

  return (
    <>
      <title>Sections – Wabe UI Kit</title>
      <div className="container pt-5 pb-3">
        <h1>Sections</h1>
        <p className="lead text-body-secondary">
          Every building block of the kit, ready to be copied into your own pages.
        </p>
      </div>
      {SECTIONS.map(({ id, label }) => {
        const Content = CONTENT[id];
        return (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="demo-section py-5">
            <div className="container">
              <h2 id={`${id}-title`} className="demo-section-title mb-4">
                {label}
              </h2>
            </div>
            <Content />
          </section>
        );
      })}
    </>
  );
}
