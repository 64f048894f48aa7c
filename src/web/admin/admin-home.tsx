import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fetchUserInfo, logout } from '../auth/staff-api';
import { StaffBar } from '../auth/staff-bar';
import '../auth/staff.scss';
import { paths } from '../../domain/routes';

const AREAS = [
  { title: 'Produkte', text: 'Preise, Bestand, Bilder und Texte pflegen.' },
  { title: 'Kurse', text: 'Termine, Plätze und Teilnehmende im Blick.' },
  { title: 'Bestellungen', text: 'Eingänge, Zahlungen und Bestätigungen.' },
  { title: 'Bewertungen', text: 'Neue Bewertungen prüfen und freigeben.' },
  { title: 'Rabattcodes', text: 'Codes anlegen, befristen und beenden.' },
];

/** /admin — the staff landing page; the backoffice screens follow in their own issue. */
export function AdminHome() {
  const navigate = useNavigate();
  // a missing or ended login sends the browser to /auth/login (staff-api.ts)
  const staff = useQuery({ queryKey: ['staff', 'me'], queryFn: fetchUserInfo, retry: false });
  const signOut = useMutation({
    mutationFn: logout,
    onSettled: () => navigate(paths.login(), { replace: true }),
  });

  return (
    <div className="staff-shell">
      <title>Verwaltung – Hofladen</title>
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
              Abmelden
            </button>
          </div>
        )}
      </StaffBar>
      <main id="inhalt" className="staff-main container" aria-busy={staff.isPending}>
        {staff.isPending && (
          <div className="text-center py-5" role="status">
            <span className="spinner-border text-primary" aria-hidden="true" />
            <span className="visually-hidden">Anmeldung wird geprüft…</span>
          </div>
        )}
        {staff.isError && (
          <div className="alert alert-danger" role="alert">
            {staff.error.message}
          </div>
        )}
        {staff.data && (
          <>
            <h1 className="h2 mb-2">Willkommen, {staff.data.given_name}!</h1>
            <p className="lead text-body-secondary mb-4">
              Hier entsteht die Verwaltung des Hofladens. Diese Bereiche folgen:
            </p>
            <ul className="staff-tiles">
              {AREAS.map((area) => (
                <li key={area.title}>
                  <section className="staff-tile" aria-labelledby={`bereich-${area.title}`}>
                    <h2 id={`bereich-${area.title}`}>{area.title}</h2>
                    <p className="mb-0 text-body-secondary">{area.text}</p>
                  </section>
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </div>
  );
}
