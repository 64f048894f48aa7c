import { Link } from 'react-router';
import illustrationUrl from '../images/pd-404.svg';
import { InertLink } from '../ui/inert';
import { ErrorLayout } from './pd-error-layout';

const SUGGESTIONS = [
  { to: '/presentation', label: 'Presentation', text: 'Every component of the kit at a glance.' },
  { to: '/pricing', label: 'Pricing', text: 'Plans for solo makers and whole teams.' },
  { to: '/blog-posts', label: 'Blog', text: 'Release notes, guides and case studies.' },
] as const;

export function NotFoundErrorPage() {
  return (
    <>
      <title>Page not found – Wabe UI Kit</title>
      <ErrorLayout
        code="404"
        illustration={illustrationUrl}
        title="Page not found"
        lead="This bee flew off course. The page you are looking for was moved, renamed or never existed."
        actions={
          <>
            <Link to="/index" className="btn btn-primary btn-lg">
              Back to home
            </Link>
            <InertLink className="btn btn-outline-primary btn-lg">Report a broken link</InertLink>
          </>
        }
      >
        <div className="row g-3 justify-content-center mt-5 text-start">
          <h2 className="col-12 h5 text-center mb-1">Maybe you were looking for</h2>
          {SUGGESTIONS.map((page) => (
            <div key={page.to} className="col-md-4 col-lg-3">
              <Link
                to={page.to}
                className="card h-100 shadow-sm text-decoration-none demo-pd-error-link"
              >
                <span className="card-body">
                  <span className="d-block fw-semibold text-primary">{page.label} →</span>
                  <span className="d-block small text-body-secondary">{page.text}</span>
                </span>
              </Link>
            </div>
          ))}
        </div>
      </ErrorLayout>
    </>
  );
}
