/** The one error type services throw; mapped to `{ error: { code, message } }` in app.ts. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Nicht gefunden.') => new AppError(404, 'NOT_FOUND', message);

export const invalidInput = (field: string, message: string) =>
  new AppError(400, 'INVALID_INPUT', `${field}: ${message}`, { field });

export const conflict = (code: string, message: string, details?: unknown) =>
  new AppError(409, code, message, details);

export const unauthorized = (code: string, message: string) => new AppError(401, code, message);

export const forbidden = (code: string, message: string) => new AppError(403, code, message);

export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new AppError(
    429,
    code,
    message,
    { retryAfterSeconds },
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
