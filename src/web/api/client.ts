/**
 * An API failure with the server's German message when it sent one, and the input field it names
 * (`body.email`, `lines.0.course.phone`) so a form can mark that field.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }

  /** The message without its "field: " prefix, for the customer. */
  get customerMessage(): string {
    return this.field ? this.message.replace(`${this.field}: `, '') : this.message;
  }
}

/** The API answered with one of `statuses`. */
export const hasStatus = (error: unknown, ...statuses: number[]): error is ApiError =>
  error instanceof ApiError && statuses.includes(error.status);

/**
 * An answer meaning "no such thing": unknown (404), or an id or link that cannot name one (400,
 * a mistyped or cut-off link). Final: asking again cannot change it.
 */
export const namesNothing = (error: unknown): error is ApiError => hasStatus(error, 404, 400);

interface ErrorBody {
  code?: string;
  message?: string;
  details?: { field?: unknown };
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
    const error = (body as { error?: ErrorBody } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? UNREACHABLE,
      typeof error?.details?.field === 'string' ? error.details.field : null,
    );
  }
  return body as T;
}
