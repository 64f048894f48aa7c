import { Link } from 'react-router';
import illustrationUrl from '../images/pd-reset.svg';
import { InertForm } from '../ui/inert';
import { TextField } from './pd-fields';

export function ResetPage() {
  return (
    <div className="container py-5">
      <title>Reset Password – Wabe UI Kit</title>
      <div className="card shadow-sm mx-auto demo-pd-reset-card">
        <div className="card-body p-4 p-md-5 text-center">
          <img src={illustrationUrl} width={260} height={160} alt="" className="img-fluid mb-3" />
          <h1 className="h2">Reset your password</h1>
          <p className="text-body-secondary">
            Enter the email you signed up with and we will send you a link to choose a new password.
          </p>
          <InertForm className="d-grid gap-3 text-start mt-4">
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              help="The link stays valid for one hour."
            />
            <button type="submit" className="btn btn-primary btn-lg">
              Send reset link
            </button>
          </InertForm>
          <Link to="/login-page" className="d-inline-block mt-4">
            ← Back to login
          </Link>
        </div>
      </div>
    </div>
  );
}
