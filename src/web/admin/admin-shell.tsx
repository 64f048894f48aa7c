import { NavLink, Outlet, useOutletContext } from 'react-router';
import type { UserInfo } from '../../domain/identity';
import { AdminLayout } from './admin-layout';

const AREAS = [
  { to: '/admin', label: 'Übersicht', end: true },
  { to: '/admin/bestellungen', label: 'Bestellungen', end: false },
  { to: '/admin/rechtstexte', label: 'Rechtstexte', end: false },
  { to: '/admin/datenschutz', label: 'Datenschutz-Anfragen', end: false },
];

/** /admin/* — the backoffice frame with its areas; each area is its own lazy page. */
export function AdminShell() {
  return (
    <AdminLayout>
      {(staff) => (
        <>
          <nav className="staff-nav mb-4" aria-label="Verwaltung">
            <ul className="nav nav-pills flex-wrap gap-1">
              {AREAS.map((area) => (
                <li key={area.to} className="nav-item">
                  <NavLink to={area.to} end={area.end} className="nav-link">
                    {area.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Outlet context={staff} />
        </>
      )}
    </AdminLayout>
  );
}

/** The signed-in staff member, for the pages inside the shell. */
export const useStaff = () => useOutletContext<UserInfo>();
