import { useId } from 'react';
import combUrl from '../images/sa-header-comb.svg';
import hillsUrl from '../images/sa-header-hills.svg';
import phoneUrl from '../images/sa-header-phone.svg';
import videoUrl from '../images/sa-header-video.svg';
import windowUrl from '../images/sa-header-window.svg';
import deskUrl from '../images/sa-header-workplace.svg';
import { InertForm, InertLink } from '../ui/inert';
import { VariantBlock } from '../ui/variant-block';
import { HeaderNavbar } from './headers-navbar';

/** Six page tops, each framed with its own decorative navbar. */
export function HeadersSection() {
  return (
    <div className="container">
      <HeroWithNavigation />
      <CentredHero />
      <SplitHeader />
      <SignUpHeader />
      <DarkHeader />
      <VideoHeader />
    </div>
  );
}

function HeroWithNavigation() {
  return (
    <VariantBlock title="Header 1 · Hero with navigation">
      <div className="demo-preview demo-header-warm">
        <HeaderNavbar
          brand="Brightly"
          label="Brightly example navigation"
          links={['Product', 'Features', 'Pricing', 'Customers']}
          actions={
            <>
              <InertLink className="btn btn-link text-body ps-0 ps-lg-3">Log in</InertLink>
              <InertLink className="btn btn-primary">Start free</InertLink>
            </>
          }
        />
        <div className="row align-items-center g-4 px-3 px-lg-5 pt-3 pb-5">
          <div className="col-lg-6">
            <span className="badge rounded-pill demo-chip mb-3">New · Version 3 is here</span>
            <h4 className="display-5 mb-3">Plan your week in minutes, not hours.</h4>
            <p className="lead mb-4">
              Brightly gathers tasks, meetings and notes in one calm view, so your team knows what
              matters today.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <InertLink className="btn btn-primary btn-lg">Start a free trial</InertLink>
              <InertLink className="btn btn-outline-dark btn-lg">See how it works</InertLink>
            </div>
          </div>
          <div className="col-lg-6">
            <img src={windowUrl} width={560} height={460} alt="" className="img-fluid" />
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}

function CentredHero() {
  return (
    <VariantBlock title="Header 2 · Centred over an illustration">
      <div className="demo-preview bg-white">
        <HeaderNavbar
          brand="Fieldnote"
          label="Fieldnote example navigation"
          links={['Stories', 'Guides', 'Community', 'About']}
          actions={<InertLink className="btn btn-outline-primary">Subscribe</InertLink>}
        />
        <div className="text-center px-3 pt-4 pt-lg-5 pb-4">
          <p className="demo-eyebrow mb-2">For teams who work outdoors</p>
          <h4 className="display-5 mx-auto mb-3 demo-measure-title">
            Field notes that find their way home
          </h4>
          <p className="lead text-body-secondary mx-auto mb-4 demo-measure">
            Capture observations offline, add a photo and a pin, and share them with the office the
            moment you are back in range.
          </p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <InertLink className="btn btn-primary btn-lg">Get the app</InertLink>
            <InertLink className="btn btn-outline-secondary btn-lg">Read the guide</InertLink>
          </div>
        </div>
        <img src={hillsUrl} width={1200} height={340} alt="" className="img-fluid d-block w-100" />
      </div>
    </VariantBlock>
  );
}

function SplitHeader() {
  return (
    <VariantBlock title="Header 3 · Split image and text">
      <div className="demo-preview bg-white">
        <HeaderNavbar
          brand="Atelier"
          label="Atelier example navigation"
          links={['Workspaces', 'Memberships', 'Events', 'Journal']}
          actions={<InertLink className="btn btn-secondary">Book a tour</InertLink>}
        />
        <div className="row g-0 align-items-stretch">
          <div className="col-lg-6">
            <img src={deskUrl} width={600} height={500} alt="" className="demo-cover-img" />
          </div>
          <div className="col-lg-6 d-flex flex-column justify-content-center p-4 p-lg-5">
            <p className="demo-eyebrow mb-2">Coworking in the old mill</p>
            <h4 className="display-6 mb-3">A quiet desk, good coffee and people who get it</h4>
            <p className="text-body-secondary mb-4">
              Light-filled rooms by the river, fast internet and a kitchen that is always open. Drop
              in for a day or make it your second home.
            </p>
            <ul className="list-unstyled d-flex flex-wrap gap-4 mb-4">
              <li>
                <strong className="d-block fs-4">64</strong>
                <span className="text-body-secondary">desks</span>
              </li>
              <li>
                <strong className="d-block fs-4">6</strong>
                <span className="text-body-secondary">meeting rooms</span>
              </li>
              <li>
                <strong className="d-block fs-4">24/7</strong>
                <span className="text-body-secondary">access</span>
              </li>
            </ul>
            <div>
              <InertLink className="btn btn-primary">See day passes</InertLink>
            </div>
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}

function SignUpHeader() {
  const emailId = useId();
  return (
    <VariantBlock title="Header 4 · Email sign-up">
      <div className="demo-preview demo-header-sky">
        <HeaderNavbar
          brand="Launchpad"
          label="Launchpad example navigation"
          links={['How it works', 'Roadmap', 'FAQ']}
          actions={<InertLink className="btn btn-outline-dark">Sign in</InertLink>}
        />
        <div className="row align-items-center g-4 px-3 px-lg-5 pt-3 pb-5">
          <div className="col-lg-7">
            <span className="badge rounded-pill text-bg-light mb-3">Private beta opens soon</span>
            <h4 className="display-5 mb-3">Be first in line when we launch</h4>
            <p className="lead mb-4">
              Launchpad turns your product updates into a tidy changelog, an email digest and an
              in-app note — written once, sent everywhere.
            </p>
            <InertForm className="mb-2 demo-measure demo-signup">
              <label htmlFor={emailId} className="form-label fw-semibold">
                Work email
              </label>
              <div className="input-group">
                <input
                  id={emailId}
                  type="email"
                  className="form-control"
                  placeholder="you@company.com"
                  autoComplete="email"
                />
                <button type="submit" className="btn btn-primary">
                  Join the waitlist
                </button>
              </div>
            </InertForm>
            <p className="small text-body-secondary mb-0">
              One email when we open. No spam, unsubscribe any time.
            </p>
          </div>
          <div className="col-lg-5 text-center">
            <img src={phoneUrl} width={420} height={520} alt="" className="img-fluid" />
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}

function DarkHeader() {
  return (
    <VariantBlock title="Header 5 · Dark band">
      <div className="demo-preview demo-header-dark">
        <HeaderNavbar
          brand="Nightjar"
          label="Nightjar example navigation"
          links={['Platform', 'Privacy', 'Docs', 'Pricing']}
          actions={<InertLink className="btn btn-warning">Get started</InertLink>}
          dark
        />
        <div className="row align-items-center g-4 px-3 px-lg-5 pt-3 pb-5">
          <div className="col-lg-7">
            <p className="demo-eyebrow demo-eyebrow-light mb-2">Analytics without cookies</p>
            <h4 className="display-5 mb-3">Know your visitors without following them around</h4>
            <p className="lead demo-on-dark-muted mb-4">
              Nightjar counts visits, sources and conversions on your own server. No banners, no
              personal data, no surprises for your legal team.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <InertLink className="btn btn-warning btn-lg">Try it for 30 days</InertLink>
              <InertLink className="btn btn-outline-light btn-lg">Book a demo</InertLink>
            </div>
          </div>
          <div className="col-lg-5 text-center d-none d-md-block">
            <img src={combUrl} width={340} height={290} alt="" className="img-fluid" />
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}

function VideoHeader() {
  return (
    <VariantBlock title="Header 6 · With a video">
      <div className="demo-preview bg-white">
        <HeaderNavbar
          brand="Reelhouse"
          label="Reelhouse example navigation"
          links={['Tour', 'Templates', 'Teams', 'Support']}
          actions={<InertLink className="btn btn-primary">Try Reelhouse</InertLink>}
        />
        <div className="row align-items-center g-4 px-3 px-lg-5 pt-3 pb-5">
          <div className="col-lg-5">
            <h4 className="display-6 mb-3">See the whole product in two minutes</h4>
            <p className="text-body-secondary mb-4">
              Record your screen, trim the pauses and share a link. Reelhouse adds captions and
              chapters on its own, so viewers jump straight to the part they need.
            </p>
            <ul className="list-unstyled mb-0">
              <li className="mb-1">0:12 — Recording in one click</li>
              <li className="mb-1">0:48 — Trimming and captions</li>
              <li>1:30 — Sharing with your team</li>
            </ul>
          </div>
          <div className="col-lg-7">
            <InertLink className="demo-video-link" aria-label="Play the product tour, 2 minutes">
              <img src={videoUrl} width={640} height={360} alt="" className="img-fluid d-block" />
            </InertLink>
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}
