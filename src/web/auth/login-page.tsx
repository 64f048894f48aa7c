import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentStaff, login } from '../api/staff';
import { TextField } from '../ui/text-field';
import { returnPath } from './return-path';
import { StaffBar } from './staff-bar';
import './staff.scss';

/**
 * /auth/login — staff sign in; customers never need to (docs/shop/staff-and-backoffice.md#roles).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = returnPath(params.get('next'));
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // gcTime 0: who is signed in is asked afresh on every visit, never taken from the cache
  const signedIn = useQuery({
    queryKey: ['staff', 'current'],
    queryFn: currentStaff,
    retry: false,
    gcTime: 0,
  });
  const signIn = useMutation({
    mutationFn: () => login(email.trim(), password),
    onSuccess: () => navigate(next, { replace: true }),
  });

  // navigate() rather than <Navigate>: the router lives in the home bundle, which would then
  // carry <Navigate> for this page alone
  const alreadyIn = Boolean(signedIn.data);
  useEffect(() => {
    if (alreadyIn) navigate(next, { replace: true });
  }, [alreadyIn, next, navigate]);
  if (alreadyIn) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <div className="staff-shell">
      <title>Anmelden – Hofladen</title>
      <StaffBar />
      <main className="staff-main container">
        <form className="login-card" onSubmit={submit} aria-labelledby="anmelden">
          <h1 id="anmelden" className="h3 mb-1">
            Anmelden
          </h1>
          <p className="text-body-secondary mb-4">Für das Team des Hofladens.</p>
          {signIn.isError && (
            <div className="alert alert-danger" role="alert">
              {signIn.error.message}
            </div>
          )}
          <TextField
            id="login-email"
            label="E-Mail"
            className="mb-3"
            size="lg"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            id="login-password"
            label="Passwort"
            className="mb-4"
            size="lg"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
            {busy ? (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                Anmelden...
              </>
            ) : (
              'Anmelden'
            )}
          </button>
          <p className="small text-body-secondary mt-4 mb-0 text-center">
            <Link to="/">Zurück zum Shop</Link>
          </p>
        </form>
      </main>
    </div>
  );
}
