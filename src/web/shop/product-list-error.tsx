import { RetryButton } from '../ui/retry-button';

interface ProductListErrorProps {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

export function ProductListError({ error, retrying, onRetry }: ProductListErrorProps) {
  return (
    <div className="alert alert-warning collection-error" role="alert">
      <h3 className="h5 alert-heading">Die Produkte konnten gerade nicht geladen werden.</h3>
      <p>{error.message}</p>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
