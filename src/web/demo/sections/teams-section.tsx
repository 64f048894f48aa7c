import { BootstrapCarousel } from '../ui/bootstrap-carousel';
import { InertLink } from '../ui/inert';
import { SocialIcon } from '../ui/social-icon';
import { VariantBlock } from '../ui/variant-block';
import { AMARA, CLARA, DANIEL, LENA, LUCIA, OMAR, type Person, SOFIA, TOM } from './teams-people';
import { type Profile, ProfileCard } from './teams-profile-card';

/** Five ways to introduce the people behind a product. */
export function TeamsSection() {
  return (
    <div className="container">
      <TeamGrid />
      <TeamCarousel />
      <ProfileCards />
      <TeamList />
      <PeopleAndHiring />
    </div>
  );
}

function TeamGrid() {
  return (
    <VariantBlock title="Teams 1 · Team grid">
      <div className="row g-4">
        {[AMARA, OMAR, LENA, DANIEL].map((person) => (
          <div key={person.name} className="col-sm-6 col-lg-3">
            <div className="card h-100 shadow-sm text-center p-4">
              <img
                src={person.avatar}
                width={120}
                height={120}
                alt=""
                className="demo-avatar mx-auto mb-3"
              />
              <h4 className="h5 mb-0">{person.name}</h4>
              <p className="demo-eyebrow small mb-2">{person.role}</p>
              <p className="text-body-secondary small flex-grow-1">{person.bio}</p>
              <div className="d-flex justify-content-center gap-2">
                <InertLink
                  className="btn btn-outline-secondary demo-social"
                  aria-label={`${person.name} on Twitter`}
                >
                  <SocialIcon network="twitter" />
                </InertLink>
                <InertLink
                  className="btn btn-outline-secondary demo-social"
                  aria-label={`${person.name} on Instagram`}
                >
                  <SocialIcon network="instagram" />
                </InertLink>
              </div>
            </div>
          </div>
        ))}
      </div>
    </VariantBlock>
  );
}

const VOICES: { person: Person; quote: string }[] = [
  {
    person: CLARA,
    quote:
      'I talk to customers every week. Half of our roadmap starts with something one of them said on a call.',
  },
  {
    person: LUCIA,
    quote:
      'We write the way we would talk to a friend: short sentences, no buzzwords and always a clear next step.',
  },
  {
    person: SOFIA,
    quote:
      'A good chart answers one question. If it needs a legend and a paragraph, it is really two charts.',
  },
];

function TeamCarousel() {
  return (
    <VariantBlock title="Teams 2 · Team carousel">
      <div className="demo-callout rounded-3 pt-5">
        <BootstrapCarousel
          label="Team members"
          className="demo-team-carousel carousel-dark"
          slides={VOICES.map(({ person, quote }) => (
            <figure key={person.name} className="text-center mb-0">
              <img
                src={person.avatar}
                width={112}
                height={112}
                alt=""
                className="demo-avatar mb-3"
              />
              <blockquote className="fs-5 mx-auto mb-3 demo-measure">
                <p className="mb-0">“{quote}”</p>
              </blockquote>
              <figcaption>
                <span className="d-block fw-bold">{person.name}</span>
                <span className="text-body-secondary">{person.role}</span>
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </VariantBlock>
  );
}

const PROFILES: Profile[] = [
  {
    person: AMARA,
    cover: 'demo-profile-cover',
    posts: '128',
    followers: '4.2k',
    following: '312',
  },
  {
    person: DANIEL,
    cover: 'demo-profile-cover demo-profile-cover-teal',
    posts: '86',
    followers: '1.9k',
    following: '205',
  },
  {
    person: LUCIA,
    cover: 'demo-profile-cover demo-profile-cover-herb',
    posts: '241',
    followers: '7.5k',
    following: '498',
  },
];

function ProfileCards() {
  return (
    <VariantBlock title="Teams 3 · Profile cards">
      <div className="row g-4">
        {PROFILES.map((profile) => (
          <div key={profile.person.name} className="col-md-6 col-lg-4">
            <ProfileCard profile={profile} />
          </div>
        ))}
      </div>
    </VariantBlock>
  );
}

function TeamList() {
  return (
    <VariantBlock title="Teams 4 · List with bios">
      <div className="row g-4">
        {[CLARA, SOFIA, TOM, OMAR].map((person) => (
          <div key={person.name} className="col-lg-6">
            <div className="card h-100 shadow-sm p-4 d-flex flex-row gap-3 gap-sm-4">
              <img src={person.avatar} width={88} height={88} alt="" className="demo-avatar" />
              <div>
                <h4 className="h5 mb-0">{person.name}</h4>
                <p className="demo-eyebrow small mb-2">{person.role}</p>
                <p className="text-body-secondary mb-2">{person.bio}</p>
                <InertLink className="fw-semibold">
                  Say hello to {person.name.split(' ')[0]}
                </InertLink>
              </div>
            </div>
          </div>
        ))}
      </div>
    </VariantBlock>
  );
}

function PeopleAndHiring() {
  return (
    <VariantBlock title="Teams 5 · Compact team with hiring call">
      <div className="row g-4 g-lg-5 align-items-center">
        <div className="col-lg-8">
          <h4 className="display-6 mb-4">The people behind the kit</h4>
          <ul className="row g-4 list-unstyled mb-0">
            {[LENA, DANIEL, CLARA, LUCIA, SOFIA, TOM].map((person) => (
              <li key={person.name} className="col-sm-6 col-md-4 d-flex align-items-center gap-3">
                <img src={person.avatar} width={56} height={56} alt="" className="demo-avatar" />
                <div className="lh-sm">
                  <span className="d-block fw-semibold">{person.name}</span>
                  <span className="small text-body-secondary">{person.role}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-lg-4">
          <div className="demo-callout rounded-3 p-4">
            <h4>We are hiring</h4>
            <p className="text-body-secondary">
              Four open roles in design, engineering and support — remote within Europe or at our
              office by the river.
            </p>
            <InertLink className="btn btn-primary">See open roles</InertLink>
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}
