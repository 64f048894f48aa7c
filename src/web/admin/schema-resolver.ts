import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Checks a form with the zod schema the server parses, on the payload the form will send
 * (`payloadOf`), so the form accepts exactly what the server does, with its German messages.
 * A problem shows at the form field holding its value: the payload's own name, or the one
 * `fieldOf` gives for a value the form keeps under another name (one input for a whole list, so
 * it shows the list's first problem). Submitting hands over the form's values as they are.
 */
export function schemaResolver<Values extends FieldValues, Payload extends FieldValues>(
  schema: z.ZodType<unknown, Payload>,
  payloadOf: (values: Values) => NoInfer<Payload>,
  fieldOf: Partial<Record<string, FieldPath<Values>>> = {},
): Resolver<Values> {
  const check = zodResolver(schema, undefined, { raw: true });
  return async (values, context, options) => {
    // the options name the form's fields; the check reads them only to find inputs to focus
    const { errors } = await check(
      payloadOf(values),
      context,
      options as unknown as Parameters<typeof check>[2],
    );
    const named = Object.entries(errors).map(([name, error]) => {
      const field = fieldOf[name];
      return field ? [field, firstError(error)] : [name, error];
    });
    return named.length === 0
      ? { values, errors: {} }
      : { values: {}, errors: Object.fromEntries(named) as FieldErrors<Values> };
  };
}

/** The first problem in an error or in a list's errors (a list's own comes first). */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as FieldError;
  for (const inner of Object.values(error)) {
    const found = firstError(inner);
    if (found) return found;
  }
  return undefined;
}

/** The payload of a form whose values are sent as typed. */
export const asTyped = <Values>(values: Values) => values;
