import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, hasStatus, namesNothing } from './client';

// A page's data as the server hands it to the browser: the successful queries, and the answers
// that say "no such thing" (404, 400) or "no longer" (410, a closed payment session) — the page
// shows those, and the browser must show the same. Other failures are left out: the browser
// tries again itself.

interface SentError {
  kind: 'api-error';
  status: number;
  code: string;
  message: string;
  field: string | null;
}

const keep = (query: Query) =>
  query.state.status === 'success' ||
  namesNothing(query.state.error) ||
  hasStatus(query.state.error, 410);

export function dehydratePage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: keep });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!(error instanceof ApiError)) return query;
      const sent: SentError = {
        kind: 'api-error',
        status: error.status,
        code: error.code,
        message: error.message,
        field: error.field,
      };
      return { ...query, state: { ...query.state, error: sent as unknown as Error } };
    }),
  };
}

const isSentError = (value: unknown): value is SentError =>
  typeof value === 'object' && value !== null && (value as SentError).kind === 'api-error';

/** Fills the browser's cache from the page, failures as the `ApiError`s the components expect. */
export function hydratePage(client: QueryClient, state: DehydratedState): void {
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!isSentError(error)) return query;
      const revived = new ApiError(error.status, error.code, error.message, error.field);
      return { ...query, state: { ...query.state, error: revived } };
    }),
  });
}
