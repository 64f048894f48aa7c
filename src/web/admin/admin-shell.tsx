import { useState } from 'react';
import { NavLink, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from '../layout/error-page';
import { AccountingPage } from './accounting-page';
import { ADMIN_AREAS } from './admin-areas';
import { AdminHome } from './admin-home';
import { AdminLayout } from './admin-layout';
import { CheckInPage } from './check-in-page';
import { CoursesPage } from './courses-page';
import { DiscountCodesPage } from './discount-codes-page';
import { ImportPage } from './import-page';
import { LegalTextsPage } from './legal-texts-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';
import { OutboxPage } from './outbox-page';
import { PackingListPage } from './packing-list-page';
import { PickupPlacesPage } from './pickup-places-page';
import { PrivacyPage } from './privacy-page';
import { ProductEditPage } from './product-edit-page';
import { ProductsPage } from './products-page';
import { RatingsPage } from './ratings-page';
import { SettingsPage } from './settings-page';
import { StaffContext } from './staff-context';
import { TodayPage } from './today-page';

const AREAS = [
  { to: '/admin', label: 'Übersicht', end: true },
  ...ADMIN_AREAS.map((area) => ({ to: area.to, label: area.label, end: false })),
];

const areaOf = (pathname: string) =>
  [...AREAS]
    .reverse()
    .find((area) => pathname === area.to || (!area.end && pathname.startsWith(`${area.to}/`)));

/**
 * The areas; on a phone folded behind "Menü: Bestellungen", since 17 links filled the first
 * screen before any of the page. It folds again with every move to another page.
 */
function StaffNav() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const current = areaOf(pathname);
  return (
    <nav className="staff-nav mb-4" aria-label="Verwaltung">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm d-md-none"
        aria-expanded={open}
        aria-controls="verwaltung-bereiche"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        Menü{current ? `: ${current.label}` : ''} {open ? '▴' : '▾'}
      </button>
      <ul
        id="verwaltung-bereiche"
        className={`nav nav-pills flex-wrap gap-1 ${open ? 'mt-2' : 'd-none'} d-md-flex mt-md-0`}
      >
        {AREAS.map((area) => (
          <li key={area.to} className="nav-item">
            <NavLink to={area.to} end={area.end} className="nav-link">
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /admin/* — the backoffice frame and its areas, in one chunk only staff load. */
export function AdminShell() {
  return (
    <AdminLayout>
      {(staff) => (
        <>
          <StaffNav />
          <StaffContext.Provider value={staff}>
            <Routes>
              <Route index element={<AdminHome />} />
              <Route path="heute" element={<TodayPage />} />
              <Route path="bestellungen" element={<OrdersPage />} />
              <Route path="bestellungen/:orderId" element={<OrderDetailPage />} />
              <Route path="packliste" element={<PackingListPage />} />
              <Route path="produkte" element={<ProductsPage />} />
              <Route path="produkte/:productId" element={<ProductEditPage />} />
              <Route path="kurse" element={<CoursesPage />} />
              <Route path="check-in" element={<CheckInPage />} />
              <Route path="bewertungen" element={<RatingsPage />} />
              <Route path="rabattcodes" element={<DiscountCodesPage />} />
              <Route path="postausgang" element={<OutboxPage />} />
              <Route path="buchhaltung" element={<AccountingPage />} />
              <Route path="import" element={<ImportPage />} />
              <Route path="rechtstexte" element={<LegalTextsPage />} />
              <Route path="abholorte" element={<PickupPlacesPage />} />
              <Route path="einstellungen" element={<SettingsPage />} />
              <Route path="datenschutz" element={<PrivacyPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </StaffContext.Provider>
        </>
      )}
    </AdminLayout>
  );
}
