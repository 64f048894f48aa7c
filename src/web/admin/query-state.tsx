import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { RetryButton } from '../ui/retry-button';

/** Why a request failed, as the server said it in German (without a field prefix). */
export const reasonOf = (error: Error | null): string | undefined =>
  error instanceof ApiError ? error.customerMessage : error?.message;

/**
 * What a backoffice page shows while its data loads or when loading failed: a spinner with a
 * spoken label, or the German reason with a retry. Nothing once the data is there.
 */
export function QueryState({ query, loading }: { query: UseQueryResult; loading: string }) {
  if (query.isPending)
    return (
      <div className="text-center py-4" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">{loading}</span>
      </div>
    );
  if (!query.isError) return null;
  const { error } = query;
  // a request the server refused (unknown, invalid) stays refused: no retry for it
  const final = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <div className="alert alert-danger" role="alert">
      <p className={final ? 'mb-0' : 'mb-2'}>{reasonOf(error)}</p>
      {!final && <RetryButton onRetry={() => void query.refetch()} retrying={query.isFetching} />}
    </div>
  );
}
