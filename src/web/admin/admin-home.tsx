import { Link } from 'react-router';
import { ADMIN_AREAS } from './admin-areas';
import { OpenWithdrawals } from './open-withdrawals';
import { SetupReminders } from './setup-reminders';
import { useStaff } from './staff-context';

/** /admin — the staff landing page: every area and what it is for. */
export function AdminHome() {
  const staff = useStaff();
  return (
    <>
      <title>Verwaltung – Hofladen</title>
      <h1 className="h2 mb-2">Willkommen, {staff.given_name}!</h1>
      <p className="lead text-body-secondary mb-4">Was möchtest du heute erledigen?</p>
      <OpenWithdrawals />
      <SetupReminders />
      <ul className="staff-tiles mb-5">
        {ADMIN_AREAS.map((area) => (
          <li key={area.to}>
            <section className="staff-tile" aria-labelledby={`bereich-${area.label}`}>
              <h2 id={`bereich-${area.label}`}>
                <Link to={area.to}>{area.label}</Link>
              </h2>
              <p className="mb-0 text-body-secondary">{area.text}</p>
            </section>
          </li>
        ))}
      </ul>
      <p className="text-body-secondary small">
        Für Anbindungen (Warenwirtschaft, Buchhaltung): die{' '}
        <a href="/api-docs/">Beschreibung der Schnittstelle (API)</a> mit allen Aufrufen.
      </p>
    </>
  );
}
