import { Link } from 'react-router';
import illustrationUrl from '../images/pd-500.svg';
import { InertLink } from '../ui/inert';
import { ErrorLayout } from './pd-error-layout';

const SERVICES = [
  { name: 'Website', state: 'Operational', badge: 'text-bg-success' },
  { name: 'Dashboard', state: 'Degraded', badge: 'text-bg-warning' },
  { name: 'File uploads', state: 'Investigating', badge: 'text-bg-danger' },
] as const;

export function ServerErrorPage() {
  return (
    <>
      <title>Something went wrong – Wabe UI Kit</title>
      <ErrorLayout
        code="500"
        illustration={illustrationUrl}
        title="Something went wrong"
        lead="Our server tripped over its own cables. We have been alerted and are on it — please try again in a few minutes."
        actions={
          <>
            <Link to="/index" className="btn btn-primary btn-lg">
              Take me home
            </Link>
            <InertLink className="btn btn-outline-primary btn-lg">Contact support</InertLink>
          </>
        }
      >
        <div className="card shadow-sm mx-auto mt-5 text-start demo-pd-status-card">
          <div className="card-body">
            <h2 className="h5">System status</h2>
            <ul className="list-unstyled mb-0">
              {SERVICES.map((service) => (
                <li
                  key={service.name}
                  className="d-flex justify-content-between align-items-center py-2 border-bottom"
                >
                  {service.name}
                  <span className={`badge ${service.badge}`}>{service.state}</span>
                </li>
              ))}
            </ul>
            <p className="small text-body-secondary mt-3 mb-0">
              Incident reference <span className="font-monospace fw-semibold">WB-500-7342</span> —
              quote it when you write to us.
            </p>
          </div>
        </div>
      </ErrorLayout>
    </>
  );
}
