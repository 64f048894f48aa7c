import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';
import { reasonOf } from './query-state';

export interface RefusedField {
  /** The form's name of the field: "price", "properties.0.key". */
  field: string;
  message: string;
}

/** The field an API refusal names ("body.fields.price" → "price"), with its reason; else null. */
export function refusedFieldOf(error: unknown): RefusedField | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  return {
    field: error.field.replace(/^body\.(fields\.)?/, ''),
    message: reasonOf(error) ?? '',
  };
}

/**
 * Waits for a save: null once it is stored, the refused field when the server named one (the form
 * marks it like its own problems). Any other failure stays with the mutation, which shows it.
 */
export const fieldRefusedBy = (saving: Promise<unknown>): Promise<RefusedField | null> =>
  saving.then(
    () => null,
    (error: unknown) => refusedFieldOf(error),
  );

/** Marks the field the server refused like the form's own problems, and takes staff there. */
export function markRefusedField<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  refused: RefusedField | null,
) {
  if (refused)
    setError(
      refused.field as FieldPath<Values>,
      { type: 'server', message: refused.message },
      { shouldFocus: true },
    );
}
