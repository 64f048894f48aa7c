import libraryUrl from '../images/sb-project-library.svg';
import podcastUrl from '../images/sb-project-podcast.svg';
import signsUrl from '../images/sb-project-signs.svg';
import solarUrl from '../images/sb-project-solar.svg';
import { InertLink } from '../ui/inert';
import { VariantBlock } from '../ui/variant-block';
import { ProjectsList } from './projects-list';
import { ProjectsTabs } from './projects-tabs';

/** Four ways to show a portfolio: a case study, tabs, cards and a filterable list. */
export function ProjectsSection() {
  return (
    <div className="container">
      <FeaturedProject />
      <VariantBlock title="Projects 2 · Tabs">
        <ProjectsTabs />
      </VariantBlock>
      <ProjectCards />
      <VariantBlock title="Projects 4 · Filterable list">
        <ProjectsList />
      </VariantBlock>
    </div>
  );
}

function FeaturedProject() {
  return (
    <VariantBlock title="Projects 1 · Case study">
      <div className="row g-4 g-lg-5 align-items-center">
        <div className="col-lg-7">
          <img
            src={libraryUrl}
            width={600}
            height={400}
            alt="Illustration of a riverside library with tall arched windows"
            className="img-fluid rounded-4 demo-project-shadow"
          />
        </div>
        <div className="col-lg-5">
          <p className="demo-eyebrow mb-2">Case study · Public sector</p>
          <h4 className="display-6 mb-3">A catalogue the whole town actually uses</h4>
          <p className="text-body-secondary">
            Riverside Library asked for a website that feels as welcoming as the reading room. We
            rebuilt search around plain questions, moved reservations to the phone and gave every
            branch its own events page.
          </p>
          <ul className="list-unstyled d-grid gap-2 mb-4">
            <li className="d-flex gap-2">
              <span className="demo-project-dot" aria-hidden="true" />
              Search that understands “books like this one”
            </li>
            <li className="d-flex gap-2">
              <span className="demo-project-dot" aria-hidden="true" />
              Holds and renewals in two taps
            </li>
            <li className="d-flex gap-2">
              <span className="demo-project-dot" aria-hidden="true" />
              Events calendar shared by every branch
            </li>
          </ul>
          <div className="d-flex flex-wrap gap-2">
            <InertLink className="btn btn-primary">Read the case study</InertLink>
            <InertLink className="btn btn-outline-secondary">All projects</InertLink>
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}

const CARDS = [
  {
    image: solarUrl,
    alt: 'Two houses with solar panels on their roofs under a bright sun',
    category: 'Website',
    title: 'Sunvale Energy Co-op',
    text: 'A members’ site that explains shared solar in plain words and signs up new roofs.',
  },
  {
    image: podcastUrl,
    alt: 'A golden studio microphone with sound waves around it',
    category: 'Brand identity',
    title: 'Night Shift Podcast',
    text: 'Cover art, an audio logo and episode templates for a show about people who work late.',
  },
  {
    image: signsUrl,
    alt: 'A signpost with arrows pointing in three directions',
    category: 'Wayfinding',
    title: 'Old Town Museum',
    text: 'Colour-coded signs and a pocket map that guide visitors through six centuries.',
  },
];

function ProjectCards() {
  return (
    <VariantBlock title="Projects 3 · Cards">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mb-4">
        <div>
          <h4 className="mb-1">Recent work</h4>
          <p className="text-body-secondary mb-0">A few things we shipped this season.</p>
        </div>
        <InertLink className="btn btn-outline-primary">View the portfolio</InertLink>
      </div>
      <div className="row row-cols-1 row-cols-md-3 g-4">
        {CARDS.map((card) => (
          <div key={card.title} className="col">
            <article className="card h-100 overflow-hidden">
              <img
                src={card.image}
                width={600}
                height={400}
                alt={card.alt}
                className="card-img-top img-fluid"
              />
              <div className="card-body">
                <span className="badge rounded-pill demo-project-tag mb-2">{card.category}</span>
                <h5 className="card-title">{card.title}</h5>
                <p className="card-text text-body-secondary">{card.text}</p>
              </div>
              <div className="card-footer bg-transparent border-0 pt-0 pb-3">
                <InertLink className="link-primary fw-semibold">
                  See the project<span className="visually-hidden">: {card.title}</span>
                </InertLink>
              </div>
            </article>
          </div>
        ))}
      </div>
    </VariantBlock>
  );
}
