import type { ReactNode } from 'react';
import avatarUrl from '../images/pd-avatar-1.svg';
import { InertForm } from '../ui/inert';
import { CheckField, SelectField, TextField } from './pd-fields';

// the side nav jumps to the sections of this page; nothing else moves
const SECTIONS = [
  { id: 'settings-profile', label: 'Profile' },
  { id: 'settings-password', label: 'Password' },
  { id: 'settings-notifications', label: 'Notifications' },
  { id: 'settings-danger', label: 'Delete account' },
] as const;

const NOTIFICATIONS = [
  { label: 'Comments on my posts', help: 'When someone replies to you.', on: true },
  { label: 'New followers', help: 'A short note when someone follows you.', on: true },
  { label: 'Product updates', help: 'New components and pages, once a month.', on: false },
  { label: 'Weekly digest', help: 'The best of the community every Monday.', on: false },
];

export function AccountSettingsPage() {
  return (
    <div className="container py-5">
      <title>Account Settings – Wabe UI Kit</title>
      <h1 className="mb-1">Account settings</h1>
      <p className="text-body-secondary mb-4">
        Manage your profile, your password and what we write to you about.
      </p>
      <div className="row g-4">
        <div className="col-lg-3">
          <nav aria-label="Settings sections" className="list-group demo-pd-settings-nav">
            {SECTIONS.map((section) => (
              <a
                key={section.id}
                href={`#${section.id}`}
                className="list-group-item list-group-item-action"
              >
                {section.label}
              </a>
            ))}
          </nav>
        </div>
        <div className="col-lg-9 d-grid gap-4">
          <ProfileSettings />
          <PasswordSettings />
          <NotificationSettings />
          <DangerZone />
        </div>
      </div>
    </div>
  );
}

function SettingsCard({
  id,
  title,
  lead,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={
        danger ? 'card border-danger demo-pd-settings-card' : 'card shadow-sm demo-pd-settings-card'
      }
    >
      <div className="card-body p-4">
        <h2 id={`${id}-title`} className={danger ? 'h5 text-danger' : 'h5'}>
          {title}
        </h2>
        <p className="text-body-secondary">{lead}</p>
        {children}
      </div>
    </section>
  );
}

function ProfileSettings() {
  return (
    <SettingsCard id="settings-profile" title="Profile" lead="This is how others see you.">
      <div className="d-flex align-items-center gap-3 mb-4">
        <img
          src={avatarUrl}
          width={72}
          height={72}
          alt="Mara Lindqvist, as others see her"
          className="rounded-circle"
        />
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline-primary btn-sm">
            Upload new photo
          </button>
          <button type="button" className="btn btn-link btn-sm text-body-secondary">
            Remove
          </button>
        </div>
      </div>
      <InertForm className="row g-3">
        <TextField
          className="col-md-6"
          label="First name"
          autoComplete="given-name"
          defaultValue="Mara"
        />
        <TextField
          className="col-md-6"
          label="Last name"
          autoComplete="family-name"
          defaultValue="Lindqvist"
        />
        <TextField
          className="col-md-6"
          label="Email address"
          type="email"
          autoComplete="email"
          defaultValue="mara@orbitra.example"
        />
        <SelectField
          className="col-md-6"
          label="Country"
          autoComplete="country-name"
          options={['Sweden', 'Norway', 'Denmark', 'Germany', 'United Kingdom']}
        />
        <BioField />
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            Save profile
          </button>
        </div>
      </InertForm>
    </SettingsCard>
  );
}

function BioField() {
  return (
    <div className="col-12">
      <label htmlFor="settings-bio" className="form-label">
        Bio
      </label>
      <textarea
        id="settings-bio"
        className="form-control"
        rows={3}
        defaultValue="Product designer. Design systems, research and the occasional illustration."
      />
    </div>
  );
}

function PasswordSettings() {
  return (
    <SettingsCard
      id="settings-password"
      title="Password"
      lead="Use a long password you do not use anywhere else."
    >
      <InertForm className="row g-3">
        {/* lets password managers tie the new password to the account */}
        <input type="hidden" autoComplete="username" defaultValue="mara@orbitra.example" />
        <TextField
          className="col-12"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          className="col-md-6"
          label="New password"
          type="password"
          autoComplete="new-password"
          help="At least 8 characters."
        />
        <TextField
          className="col-md-6"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            Update password
          </button>
        </div>
      </InertForm>
    </SettingsCard>
  );
}

function NotificationSettings() {
  return (
    <SettingsCard
      id="settings-notifications"
      title="Notifications"
      lead="Choose which emails you get from us."
    >
      <InertForm className="d-grid gap-3">
        {NOTIFICATIONS.map((item) => (
          <CheckField key={item.label} asSwitch defaultChecked={item.on} help={item.help}>
            {item.label}
          </CheckField>
        ))}
      </InertForm>
    </SettingsCard>
  );
}

function DangerZone() {
  return (
    <SettingsCard
      id="settings-danger"
      title="Delete account"
      lead="Deleting your account removes your projects and files for good. This cannot be undone."
      danger
    >
      <button type="button" className="btn btn-outline-danger">
        Delete my account
      </button>
    </SettingsCard>
  );
}
