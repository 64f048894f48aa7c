import { useId } from 'react';
import { Link } from 'react-router';
import customerUrl from '../images/pc-avatar-5.svg';
import boltUrl from '../images/pc-icon-bolt.svg';
import chatUrl from '../images/pc-icon-chat.svg';
import phoneUrl from '../images/pc-icon-phone.svg';
import appUrl from '../images/pc-landing-app.svg';
import { InertForm } from '../ui/inert';
import { CallToAction, IconFeature, SectionHeading } from './pc-parts';

const FEATURES = [
  {
    icon: boltUrl,
    title: 'Plans itself',
    text: 'Drop in your tasks; Tally spreads them over the week around your meetings.',
  },
  {
    icon: phoneUrl,
    title: 'In your pocket',
    text: 'The same plan on phone and desktop, even offline on the train.',
  },
  {
    icon: chatUrl,
    title: 'Made for teams',
    text: 'See who is swamped and hand work over with one tap, no meeting needed.',
  },
];

const STEPS = [
  { title: 'Connect your calendar', text: 'Tally reads busy times, never the details.' },
  { title: 'Add what needs doing', text: 'Type it, forward an email, or paste a list.' },
  { title: 'Follow the plan', text: 'Each morning you get a short, realistic day.' },
];

/** A product landing page for an example app: sign-up hero, features, steps, a quote. */
export function LandingPage() {
  return (
    <>
      <title>Landing – Wabe UI Kit</title>
      <Hero />
      <section className="container py-5 my-lg-4">
        <SectionHeading
          centred
          eyebrow="Features"
          title="Less planning, more doing"
          lead="Tally takes the Sunday-evening shuffle off your hands."
        />
        <div className="row g-4">
          {FEATURES.map((feature) => (
            <div key={feature.title} className="col-md-4">
              <div className="card h-100 p-4">
                <IconFeature {...feature} />
              </div>
            </div>
          ))}
        </div>
      </section>
      <HowItWorks />
      <Testimonial />
      <CallToAction
        title="Try Tally with your team"
        text="Free for 14 days, then from the Starter plan. Cancel in two clicks."
      >
        <Link to="/register-page" className="btn btn-warning btn-lg">
          Create an account
        </Link>
        <Link to="/pricing" className="btn btn-outline-light btn-lg">
          Compare plans
        </Link>
      </CallToAction>
    </>
  );
}

function Hero() {
  const id = useId();
  return (
    <section className="demo-pc-hero-green">
      <div className="container py-5">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6">
            <p className="demo-pc-eyebrow mb-3">Tally · the calm planner</p>
            <h1 className="display-4 mb-3">Your week, planned before the Monday coffee</h1>
            <p className="lead mb-4">
              Tally turns a messy to-do list into a week you can actually finish.
            </p>
            <InertForm className="demo-pc-measure demo-signup">
              <label htmlFor={id} className="form-label fw-semibold">
                Work email
              </label>
              <div className="input-group input-group-lg">
                <input
                  id={id}
                  type="email"
                  className="form-control"
                  placeholder="you@company.com"
                  autoComplete="email"
                />
                <button type="submit" className="btn btn-primary">
                  Start free
                </button>
              </div>
              <p className="small text-body-secondary mt-2 mb-0">14 days free. No card needed.</p>
            </InertForm>
          </div>
          <div className="col-lg-6 text-center">
            <img
              src={appUrl}
              width={520}
              height={460}
              alt="The Tally app on a phone, with a weekly chart and a finished task"
              className="img-fluid"
            />
          </div>
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section className="bg-white border-top border-bottom">
      <div className="container py-5">
        <SectionHeading eyebrow="How it works" title="Set up in three minutes" />
        <ol className="row g-4 list-unstyled mb-0">
          {STEPS.map((step, index) => (
            <li key={step.title} className="col-md-4 d-flex gap-3">
              <span className="demo-pc-stat flex-shrink-0" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="h5 mb-1">{step.title}</h3>
                <p className="text-body-secondary mb-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Testimonial() {
  return (
    <section className="container py-5 my-lg-4">
      <h2 className="visually-hidden">What customers say</h2>
      <figure className="text-center mx-auto mb-0 demo-pc-measure">
        <img src={customerUrl} width={88} height={88} alt="" className="rounded-circle mb-4" />
        <blockquote className="demo-pc-quote border-0 p-0 mb-3">
          <p>
            “We used to spend Monday mornings planning the week. Now we spend them doing the first
            thing on the list.”
          </p>
        </blockquote>
        <figcaption>
          <span className="fw-semibold">Maya Osei</span>
          <span className="text-body-secondary"> · Team lead at Northbeam</span>
        </figcaption>
      </figure>
    </section>
  );
}
