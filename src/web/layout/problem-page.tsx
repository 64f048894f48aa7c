import { PageLink } from '../ui/page-link';

interface ProblemPageProps {
  /** The HTTP status the page stands for; none where the shop did not answer at all. */
  status?: number;
  title: string;
  message: string;
}

export function ProblemPage({ status, title, message }: ProblemPageProps) {
  return (
    <section className="container problem-page text-center" aria-labelledby="problem-title">
      <title>{`${title} – Hofladen`}</title>
      {status !== undefined && (
        <p className="problem-status">
          <span className="visually-hidden">Fehler </span>
          {status}
        </p>
      )}
      <h1 id="problem-title" className="h2">
        {title}
      </h1>
      <p className="lead text-body-secondary mx-auto problem-message">{message}</p>
      <PageLink to="/" className="btn btn-primary btn-lg">
        Zurück zum Shop
      </PageLink>
    </section>
  );
}
