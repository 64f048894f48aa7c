import { Link } from 'react-router';
import illustrationUrl from '../images/pd-login.svg';
import { InertForm } from '../ui/inert';
import { AuthSplit, SocialSignIn } from './pd-auth';
import { CheckField, TextField } from './pd-fields';

export function LoginPage() {
  return (
    <>
      <title>Login – Wabe UI Kit</title>
      <AuthSplit panel={<LoginPanel />}>
        <h1 className="h2 mb-1">Welcome back</h1>
        <p className="text-body-secondary mb-4">Sign in to pick up where your team left off.</p>
        <SocialSignIn verb="Sign in" />
        <InertForm className="d-grid gap-3">
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            aside={
              <Link to="/reset-page" className="small">
                Forgot password?
              </Link>
            }
          />
          <CheckField defaultChecked>Keep me signed in for 30 days</CheckField>
          <button type="submit" className="btn btn-primary btn-lg">
            Sign in
          </button>
        </InertForm>
        <p className="text-center text-body-secondary mt-4 mb-0">
          New to Wabe? <Link to="/register-page">Create an account</Link>
        </p>
      </AuthSplit>
    </>
  );
}

function LoginPanel() {
  return (
    <div className="d-flex flex-column justify-content-center p-5">
      <img src={illustrationUrl} width={420} height={360} alt="" className="img-fluid mb-4" />
      <blockquote className="mb-0">
        <p className="fs-5 fw-semibold mb-2">
          “We shipped our new site in a week instead of a quarter.”
        </p>
        <footer className="text-body-secondary">Priya Raman, Head of Design at Tidewell</footer>
      </blockquote>
    </div>
  );
}
