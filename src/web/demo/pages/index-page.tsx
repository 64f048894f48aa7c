import { Link } from 'react-router';
import { PAGE_GROUPS } from '../demo-links';
import heroUrl from '../images/pc-hero-kit.svg';
import boltUrl from '../images/pc-icon-bolt.svg';
import chatUrl from '../images/pc-icon-chat.svg';
import layersUrl from '../images/pc-icon-layers.svg';
import paletteUrl from '../images/pc-icon-palette.svg';
import phoneUrl from '../images/pc-icon-phone.svg';
import shieldUrl from '../images/pc-icon-shield.svg';
import { CallToAction, IconFeature, SectionHeading } from './pc-parts';

const HIGHLIGHTS = [
  {
    icon: layersUrl,
    title: '20 ready pages',
    text: 'Landing, blog, shop, account and error pages that share one design language.',
  },
  {
    icon: paletteUrl,
    title: 'One theme file',
    text: 'Change a handful of Sass variables and every page follows: colours, radii, type.',
  },
  {
    icon: phoneUrl,
    title: 'Mobile from the start',
    text: 'Every layout is drawn at 375 pixels first and grows from there.',
  },
  {
    icon: shieldUrl,
    title: 'Accessible by default',
    text: 'Labelled fields, real headings and contrast that passes WCAG AA.',
  },
  {
    icon: boltUrl,
    title: 'Light on the wire',
    text: 'Unused styles are purged at build time, so pages stay small.',
  },
  {
    icon: chatUrl,
    title: 'Friendly support',
    text: 'Questions answered by the people who built the kit, usually within a day.',
  },
];

/** The kit's home page: what it is, what it brings and where every page lives. */
export function IndexPage() {
  return (
    <>
      <title>Home – Wabe UI Kit</title>
      <Hero />
      <Highlights />
      <PageDirectory />
      <CallToAction
        title="Start your next site from a finished one"
        text="Pick a page, swap the copy, ship it. Plans start with a single project."
      >
        <Link to="/pricing" className="btn btn-warning btn-lg">
          See pricing
        </Link>
        <Link to="/contact-us" className="btn btn-outline-light btn-lg">
          Talk to us
        </Link>
      </CallToAction>
    </>
  );
}

function Hero() {
  return (
    <section className="demo-pc-hero">
      <div className="container py-5">
        <div className="row align-items-center g-4 g-lg-5 py-lg-4">
          <div className="col-lg-6">
            <p className="demo-pc-eyebrow mb-3">Bootstrap 5 UI kit</p>
            <h1 className="display-4 mb-3">Build a polished website in an afternoon</h1>
            <p className="lead mb-4">
              Wabe brings twenty finished pages and sixty sections in a warm, calm style. Copy them,
              mix them, make them yours.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Link to="/presentation" className="btn btn-primary btn-lg">
                Explore the kit
              </Link>
              <Link to="/sections" className="btn btn-outline-dark btn-lg">
                Browse sections
              </Link>
            </div>
          </div>
          <div className="col-lg-6">
            <img
              src={heroUrl}
              width={560}
              height={440}
              alt="Sketch of a web page built with the kit, with a chart and a progress card"
              className="img-fluid"
            />
          </div>
        </div>
      </div>
    </section>
  );
}

function Highlights() {
  return (
    <section className="container py-5 my-lg-4">
      <SectionHeading
        centred
        eyebrow="Why Wabe"
        title="Everything a small team needs to launch"
        lead="No design system to invent, no blank page to stare at: start from layouts that already work together."
      />
      <div className="row g-4 g-lg-5">
        {HIGHLIGHTS.map((item) => (
          <div key={item.title} className="col-md-6 col-lg-4">
            <IconFeature {...item} />
          </div>
        ))}
      </div>
    </section>
  );
}

function PageDirectory() {
  return (
    <section className="bg-white border-top border-bottom">
      <div className="container py-5">
        <SectionHeading
          eyebrow="Inside the kit"
          title="Every page, one click away"
          lead="Each one is complete, responsive and ready for your content."
        />
        <div className="row g-4">
          {PAGE_GROUPS.map((group) => (
            <div key={group.title} className="col-sm-6 col-lg">
              <div className="card h-100">
                <div className="card-body">
                  <h3 className="h5 mb-3">{group.title}</h3>
                  <ul className="list-unstyled mb-0">
                    {group.pages.map((page) => (
                      <li key={page.to} className="mb-2">
                        <Link to={page.to}>{page.label}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
