import { Link } from 'react-router';
import devicesUrl from '../images/pc-devices.svg';
import { CallToAction, SectionHeading } from './pc-parts';
import {
  AlertsPreview,
  ButtonsPreview,
  CardPreview,
  FormPreview,
  NavigationPreview,
  OverlaysPreview,
  ProgressPreview,
} from './pc-presentation-previews';

const COUNTERS = [
  { value: '20', label: 'finished pages' },
  { value: '60+', label: 'sections to mix' },
  { value: '140', label: 'styled components' },
  { value: '4.9/5', label: 'from 1,200 reviews' },
];

const SHOWCASE = [
  { to: '/landing-page', label: 'Landing page', text: 'Sign-up hero, features, testimonial.' },
  { to: '/pricing', label: 'Pricing', text: 'Three plans with a monthly or yearly switch.' },
  { to: '/blog-posts', label: 'Blog', text: 'Featured story, post grid and newsletter.' },
  { to: '/ecommerce', label: 'Shop', text: 'Categories, product grid and a promo band.' },
] as const;

/** The kit showing itself off: what it is, how much is inside, what the parts look like. */
export function PresentationPage() {
  return (
    <>
      <title>Presentation – Wabe UI Kit</title>
      <Hero />
      <Counters />
      <Components />
      <Showcase />
      <CallToAction
        title="Ready when you are"
        text="One download, every page and section, a year of updates."
      >
        <Link to="/pricing" className="btn btn-warning btn-lg">
          Choose a plan
        </Link>
      </CallToAction>
    </>
  );
}

function Hero() {
  return (
    <section className="demo-pc-hero-green">
      <div className="container py-5 text-center">
        <p className="demo-pc-eyebrow mb-3">Version 3 · Bootstrap 5.3</p>
        <h1 className="display-3 mb-3">Wabe UI Kit</h1>
        <p className="lead mx-auto mb-4 demo-pc-measure">
          A calm, warm design system for marketing sites, blogs and small shops — built on the
          Bootstrap you already know.
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2 mb-5">
          <Link to="/index" className="btn btn-primary btn-lg">
            View the home page
          </Link>
          <Link to="/sections" className="btn btn-outline-dark btn-lg">
            See all sections
          </Link>
        </div>
        <img
          src={devicesUrl}
          width={600}
          height={400}
          alt="A laptop and a phone showing the same page of the kit"
          className="img-fluid"
        />
      </div>
    </section>
  );
}

function Counters() {
  return (
    <section className="demo-pc-dark">
      <div className="container py-5">
        <h2 className="visually-hidden">The kit in numbers</h2>
        <dl className="row g-4 text-center mb-0">
          {COUNTERS.map((counter) => (
            <div key={counter.label} className="col-6 col-lg-3">
              <dt className="demo-pc-stat">{counter.value}</dt>
              <dd className="mb-0">{counter.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Components() {
  return (
    <section className="container py-5 my-lg-4">
      <SectionHeading
        centred
        eyebrow="Components"
        title="The parts you will reach for every day"
        lead="Live previews: press the buttons, open the menu, type in the fields."
      />
      <div className="row g-4">
        <div className="col-lg-6">
          <ButtonsPreview />
        </div>
        <div className="col-lg-6">
          <AlertsPreview />
        </div>
        <div className="col-lg-6">
          <FormPreview />
        </div>
        <div className="col-lg-6">
          <ProgressPreview />
        </div>
        <div className="col-lg-4">
          <CardPreview />
        </div>
        <div className="col-lg-4">
          <NavigationPreview />
        </div>
        <div className="col-lg-4">
          <OverlaysPreview />
        </div>
      </div>
    </section>
  );
}

function Showcase() {
  return (
    <section className="bg-white border-top border-bottom">
      <div className="container py-5">
        <SectionHeading eyebrow="Pages" title="Start from a page, not a blank canvas" />
        <div className="row g-4">
          {SHOWCASE.map((page) => (
            <div key={page.to} className="col-sm-6 col-lg-3">
              <div className="card h-100 demo-pc-lift">
                <div className="card-body">
                  <h3 className="h5">
                    <Link to={page.to} className="stretched-link">
                      {page.label}
                    </Link>
                  </h3>
                  <p className="text-body-secondary mb-0">{page.text}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
