import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses request input with a domain schema; the first problem names its field in a 400. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: [where, ...issue.path].join('.'),
    message: issue.message,
  }));
  const first = issues[0] ?? { field: where, message: 'invalid' };
  return fail(first.field, first.message, issues);
}

function fail(field: string, message: string, issues: unknown): never {
  throw new AppError(400, 'INVALID_INPUT', `${field}: ${message}`, { field, issues });
}
