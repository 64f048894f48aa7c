import type { z } from 'zod';

/**
 * A form's view of a shared schema: the first German message per field, null where the field is
 * fine. The server parses the same schema, so the form never accepts what checkout refuses.
 */
export function fieldProblems<Field extends string>(
  schema: z.ZodType,
  value: Record<Field, string>,
): Record<Field, string | null> {
  const problems = Object.fromEntries(Object.keys(value).map((field) => [field, null])) as Record<
    Field,
    string | null
  >;
  const result = schema.safeParse(value);
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (field in problems && problems[field] === null) problems[field] = issue.message;
  }
  return problems;
}

export const hasProblems = (problems: Record<string, string | null>) =>
  Object.values(problems).some((problem) => problem !== null);
