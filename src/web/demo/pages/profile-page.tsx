import { useState } from 'react';
import avatarUrl from '../images/pd-avatar-1.svg';
import coverUrl from '../images/pd-cover.svg';
import { InertLink } from '../ui/inert';
import { AboutCard, WorkTabs } from './pd-profile-parts';

const STATS = [
  { label: 'Projects', value: '48' },
  { label: 'Followers', value: '12.4k' },
  { label: 'Following', value: '312' },
];

export function ProfilePage() {
  return (
    <>
      <title>Profile – Wabe UI Kit</title>
      <ProfileHeader />
      <div className="container pb-5">
        <div className="row g-4">
          <div className="col-lg-4">
            <AboutCard />
          </div>
          <div className="col-lg-8">
            <WorkTabs />
          </div>
        </div>
      </div>
    </>
  );
}

function ProfileHeader() {
  return (
    <header className="mb-4">
      <img src={coverUrl} width={1200} height={260} alt="" className="demo-pd-profile-cover" />
      <div className="container">
        <div className="d-flex flex-column flex-md-row align-items-center align-items-md-end gap-3 gap-md-4 text-center text-md-start">
          <img
            src={avatarUrl}
            width={144}
            height={144}
            alt="Portrait of Mara Lindqvist"
            className="demo-pd-profile-photo"
          />
          <div className="flex-grow-1">
            <h1 className="mb-0">Mara Lindqvist</h1>
            <p className="text-body-secondary mb-0">
              Product designer at Orbitra · Gothenburg, Sweden
            </p>
          </div>
          <div className="d-flex gap-2 pb-md-2">
            <FollowButton />
            <InertLink className="btn btn-outline-secondary">Message</InertLink>
          </div>
        </div>
        <dl className="row text-center mt-4 mb-0 mx-auto mx-md-0 demo-pd-profile-stats">
          {STATS.map((stat) => (
            <div key={stat.label} className="col d-flex flex-column-reverse">
              <dt className="small fw-normal text-body-secondary">{stat.label}</dt>
              <dd className="fs-4 fw-bold mb-0">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

/** Follow only remembers its own state: the demo has no accounts behind it. */
function FollowButton() {
  const [following, setFollowing] = useState(false);
  return (
    <button
      type="button"
      className={following ? 'btn btn-primary' : 'btn btn-outline-primary'}
      aria-pressed={following}
      onClick={() => setFollowing(!following)}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}
