import { Link } from 'react-router';
import studioUrl from '../images/pc-about-studio.svg';
import chatUrl from '../images/pc-icon-chat.svg';
import layersUrl from '../images/pc-icon-layers.svg';
import phoneUrl from '../images/pc-icon-phone.svg';
import shieldUrl from '../images/pc-icon-shield.svg';
import { InertLink } from '../ui/inert';
import { TEAM } from './pc-content';
import { CallToAction, IconFeature, SectionHeading } from './pc-parts';

const MILESTONES = [
  { year: '2017', text: 'Two designers sell their first theme from a shared kitchen table.' },
  { year: '2020', text: 'The kit moves to Bootstrap 5 and doubles its page count.' },
  { year: '2023', text: 'Accessibility audits become part of every release.' },
  { year: '2025', text: 'Version 3: twenty pages, sixty sections, one theme file.' },
];

const NUMBERS = [
  { value: '18,000', label: 'teams use the kit' },
  { value: '38', label: 'countries' },
  { value: '12', label: 'people on the team' },
  { value: '< 1 day', label: 'to answer a ticket' },
];

const VALUES = [
  {
    icon: layersUrl,
    title: 'Finish things',
    text: 'A complete page beats ten clever fragments. We ship whole layouts.',
  },
  {
    icon: shieldUrl,
    title: 'Everyone can use it',
    text: 'Keyboard, screen reader or small phone: every page has to work.',
  },
  {
    icon: phoneUrl,
    title: 'Small screens first',
    text: 'Most visitors arrive on a phone, so that is where design starts.',
  },
  {
    icon: chatUrl,
    title: 'Talk like people',
    text: 'Plain words in our docs, our emails and the copy we write for you.',
  },
];

/** Who makes the kit: story, numbers, the team and what they care about. */
export function AboutUsPage() {
  return (
    <>
      <title>About Us – Wabe UI Kit</title>
      <section className="demo-pc-hero">
        <div className="container py-5 text-center">
          <p className="demo-pc-eyebrow mb-3">About us</p>
          <h1 className="display-4 mx-auto mb-3 demo-pc-measure">
            A small studio with a soft spot for tidy websites
          </h1>
          <p className="lead mx-auto mb-0 demo-pc-measure">
            We are twelve designers and developers who build the pages we always wished we could
            start from.
          </p>
        </div>
      </section>
      <Story />
      <Numbers />
      <Team />
      <Values />
      <CallToAction
        title="We are hiring a front-end developer"
        text="Remote within Europe, four-day weeks, and a team that reviews code kindly."
      >
        <InertLink className="btn btn-warning btn-lg">See open roles</InertLink>
        <Link to="/contact-us" className="btn btn-outline-light btn-lg">
          Say hello
        </Link>
      </CallToAction>
    </>
  );
}

function Story() {
  return (
    <section className="container py-5 my-lg-4">
      <div className="row align-items-center g-4 g-lg-5">
        <div className="col-lg-6">
          <img
            src={studioUrl}
            width={600}
            height={420}
            alt="Three people of the team working together at a long desk"
            className="img-fluid rounded-4 demo-pc-shadow"
          />
        </div>
        <div className="col-lg-6">
          <SectionHeading eyebrow="Our story" title="From one theme to a whole kit" />
          <p>
            Wabe began as a single landing page we made for a friend's bakery. Other shops asked for
            it, then for a blog to go with it, then for a checkout. Eight years later the kit covers
            most of what a small business puts online.
          </p>
          <ol className="list-unstyled mb-0">
            {MILESTONES.map((milestone) => (
              <li key={milestone.year} className="d-flex gap-3 py-2 border-bottom">
                <span className="fw-bold text-primary">{milestone.year}</span>
                <span>{milestone.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

function Numbers() {
  return (
    <section className="demo-pc-dark">
      <div className="container py-5">
        <h2 className="h4 text-center mb-4">Wabe in numbers</h2>
        <dl className="row g-4 text-center mb-0">
          {NUMBERS.map((number) => (
            <div key={number.label} className="col-6 col-lg-3">
              <dt className="demo-pc-stat">{number.value}</dt>
              <dd className="mb-0">{number.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Team() {
  return (
    <section className="container py-5 my-lg-4">
      <SectionHeading
        centred
        eyebrow="The team"
        title="The people behind the pages"
        lead="Spread over four cities, together in one chat and twice a year at one long table."
      />
      <div className="row g-4">
        {TEAM.map((person) => (
          <div key={person.name} className="col-sm-6 col-lg-3">
            <div className="card h-100 text-center">
              <div className="card-body p-4">
                <img
                  src={person.avatar}
                  width={120}
                  height={120}
                  alt={`Portrait of ${person.name}`}
                  className="rounded-circle mb-3"
                />
                <h3 className="h5 mb-1">{person.name}</h3>
                <p className="demo-pc-eyebrow small mb-2">{person.role}</p>
                <p className="text-body-secondary small mb-0">{person.bio}</p>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function Values() {
  return (
    <section className="bg-white border-top border-bottom">
      <div className="container py-5">
        <SectionHeading eyebrow="What we care about" title="Four values we actually use" />
        <div className="row g-4 g-lg-5">
          {VALUES.map((value) => (
            <div key={value.title} className="col-md-6">
              <IconFeature {...value} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
