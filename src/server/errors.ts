/** The one error type services throw; mapped to `{ error: { code, message } }` in app.ts. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Nicht gefunden.') => new AppError(404, 'NOT_FOUND', message);

export const invalidInput = (field: string, message: string) =>
  new AppError(400, 'INVALID_INPUT', `${field}: ${message}`, { field });

export const conflict = (code: string, message: string, details?: unknown) =>
  new AppError(409, code, message, details);
