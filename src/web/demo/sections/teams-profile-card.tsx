import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import type { Person } from './teams-people';

export interface Profile {
  person: Person;
  /** The cover's colour class. */
  cover: string;
  posts: string;
  followers: string;
  following: string;
}

/** A member's card with a menu and a Follow button that only remembers its own state. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { person } = profile;
  const [followed, setFollowed] = useState(false);
  return (
    <div className="card h-100 shadow-sm text-center position-relative">
      <div className={profile.cover} />
      <Dropdown align="end" className="demo-profile-menu">
        <Dropdown.Toggle
          variant="light"
          size="sm"
          aria-label={`Menu for ${person.name}`}
          className="rounded-circle px-2"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as="button">Edit Profile</Dropdown.Item>
          <Dropdown.Item as="button">Settings</Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item as="button">Log out</Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <div className="card-body pt-0 px-4 pb-4">
        <img
          src={person.avatar}
          width={96}
          height={96}
          alt=""
          className="demo-avatar demo-profile-avatar mb-2"
        />
        <h4 className="h5 mb-0">{person.name}</h4>
        <p className="text-body-secondary">{person.role}</p>
        <dl className="row g-0 mb-4">
          <ProfileFigure label="Posts" value={profile.posts} />
          <ProfileFigure label="Followers" value={profile.followers} />
          <ProfileFigure label="Following" value={profile.following} />
        </dl>
        <button
          type="button"
          className={followed ? 'btn btn-primary w-100' : 'btn btn-outline-primary w-100'}
          aria-pressed={followed}
          onClick={() => setFollowed(!followed)}
        >
          {followed ? 'Following' : 'Follow'}
        </button>
      </div>
    </div>
  );
}

function ProfileFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="col-4 d-flex flex-column-reverse">
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="fw-bold fs-5 mb-0">{value}</dd>
    </div>
  );
}
