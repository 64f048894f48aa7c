import { Link } from 'react-router';
import illustrationUrl from '../images/pd-register.svg';
import { InertForm, InertLink } from '../ui/inert';
import { AuthSplit, SocialSignIn } from './pd-auth';
import { CheckField, TextField } from './pd-fields';

const BENEFITS = [
  'Over 120 components and 20 ready pages',
  'Free updates for a full year',
  'Design files for your whole team',
];

export function RegisterPage() {
  return (
    <>
      <title>Register – Wabe UI Kit</title>
      <AuthSplit panel={<RegisterPanel />} panelFirst={false}>
        <h1 className="h2 mb-1">Create your account</h1>
        <p className="text-body-secondary mb-4">Start a free 14-day trial — no card needed.</p>
        <SocialSignIn verb="Sign up" />
        <InertForm className="row g-3">
          <TextField
            className="col-sm-6"
            label="First name"
            autoComplete="given-name"
            placeholder="Alex"
          />
          <TextField
            className="col-sm-6"
            label="Last name"
            autoComplete="family-name"
            placeholder="Morgan"
          />
          <TextField
            className="col-12"
            label="Work email"
            type="email"
            autoComplete="email"
            placeholder="alex@company.com"
          />
          <TextField
            className="col-12"
            label="Password"
            type="password"
            autoComplete="new-password"
            help="At least 8 characters, with a number or a symbol."
          />
          <div className="col-12">
            <CheckField>
              I agree to the <InertLink>terms of service</InertLink> and the{' '}
              <InertLink>privacy policy</InertLink>
            </CheckField>
          </div>
          <div className="col-12 d-grid">
            <button type="submit" className="btn btn-primary btn-lg">
              Create account
            </button>
          </div>
        </InertForm>
        <p className="text-center text-body-secondary mt-4 mb-0">
          Already have an account? <Link to="/login-page">Sign in</Link>
        </p>
      </AuthSplit>
    </>
  );
}

function RegisterPanel() {
  return (
    <div className="d-flex flex-column justify-content-center p-5">
      <img src={illustrationUrl} width={420} height={360} alt="" className="img-fluid mb-4" />
      <h2 className="h4">Everything you need to launch</h2>
      <ul className="list-unstyled mb-0">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="d-flex gap-2 py-1">
            <span className="text-success fw-bold" aria-hidden="true">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </div>
  );
}
