import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UserInfo } from '../../domain/identity';
import { paths } from '../../domain/routes';
import { fetchUserInfo, logout } from '../api/staff';
import { StaffBar } from '../auth/staff-bar';
import { RetryButton } from '../ui/retry-button';
import '../auth/staff.scss';

/**
 * The backoffice frame: who is signed in, the way out, and the page once the login is confirmed.
 * Without a login fetchUserInfo sends the browser to the login page
 * (docs/shop/staff-and-backoffice.md#ended-sessions).
 */
export function AdminLayout({ children }: { children: (staff: UserInfo) => ReactNode }) {
  const navigate = useNavigate();
  // gcTime 0: after signing out, the next person must not be greeted by the last one's name
  const staff = useQuery({
    queryKey: ['staff', 'me'],
    queryFn: fetchUserInfo,
    retry: false,
    gcTime: 0,
  });
  // only a confirmed logout leaves the page: otherwise the session would quietly live on
  const signOut = useMutation({
    mutationFn: logout,
    onSuccess: () => navigate(paths.login(), { replace: true }),
  });

  return (
    <div className="staff-shell">
      <StaffBar>
        {staff.data && (
          <div className="d-flex align-items-center gap-3">
            <span>
              <span className="visually-hidden">Angemeldet als </span>
              {staff.data.given_name} {staff.data.family_name}
            </span>
            <button
              type="button"
              className="btn btn-outline-light btn-sm"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {signOut.isPending && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              Abmelden
            </button>
          </div>
        )}
      </StaffBar>
      <main className="staff-main container" aria-busy={staff.isPending}>
        {signOut.isError && (
          <div className="alert alert-danger" role="alert">
            Das Abmelden hat nicht geklappt. {signOut.error.message}
          </div>
        )}
        {staff.isPending && (
          <div className="text-center py-5" role="status">
            <span className="spinner-border text-primary" aria-hidden="true" />
            <span className="visually-hidden">Anmeldung wird geprüft…</span>
          </div>
        )}
        {staff.isError && (
          <div className="alert alert-danger" role="alert">
            <p>{staff.error.message}</p>
            <RetryButton onRetry={() => void staff.refetch()} retrying={staff.isFetching} />
          </div>
        )}
        {staff.data && children(staff.data)}
      </main>
    </div>
  );
}
