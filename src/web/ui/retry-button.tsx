/** "Erneut versuchen" with a spinner while the retry runs: every failed load offers one. */
export function RetryButton({
  onRetry,
  retrying = false,
  className = 'btn btn-primary',
}: {
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <button type="button" className={className} disabled={retrying} onClick={onRetry}>
      {retrying && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      Erneut versuchen
    </button>
  );
}
