import { reasonOf } from './query-state';
import { refusedFieldOf } from './refused-field';

interface SaveProblemProps {
  /** Someone else saved first (409 VERSION_CONFLICT): the form must be reloaded. */
  stale: boolean;
  /** The failed save or delete, if any. */
  error: Error | null;
  onReload: () => void;
}

/**
 * Why a backoffice form did not save: a version conflict with "Neu laden", else the server's
 * reason — unless it names a field, which then shows the error itself.
 */
export function SaveProblem({ stale, error, onReload }: SaveProblemProps) {
  if (stale)
    return (
      <div className="alert alert-warning" role="alert">
        <p className="mb-2">{reasonOf(error)}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onReload}>
          Neu laden
        </button>
      </div>
    );
  if (!error || refusedFieldOf(error)) return null;
  return (
    <p className="text-danger" role="alert">
      {reasonOf(error)}
    </p>
  );
}
