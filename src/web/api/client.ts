/** An API failure with the server's German message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const UNREACHABLE = 'Der Shop ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';

/**
 * fetch + JSON + the error shape `{ error: { code, message } }`. Responses are typed by the domain
 * schemas' types but not re-parsed here: zod would cost the shop's first page ~23 KB gzip.
 */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', UNREACHABLE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? UNREACHABLE);
  }
  return body as T;
}
