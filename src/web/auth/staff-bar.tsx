import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../layout/brand-mark';

/** The top bar of the staff pages: the brand, and on the right what the page puts there. */
export function StaffBar({ children }: { children?: ReactNode }) {
  return (
    <header className="staff-bar">
      <div className="container d-flex flex-wrap align-items-center justify-content-between gap-3 py-3">
        <Link to="/admin" className="staff-brand d-flex align-items-center gap-2">
          <BrandMark size={32} />
          <span>
            Hofladen <span className="staff-brand-area">· Verwaltung</span>
          </span>
        </Link>
        {children}
      </div>
    </header>
  );
}
