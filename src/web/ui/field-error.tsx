/**
 * What a field carries while it shows a German error: marked invalid, and the error tied to it so
 * screen readers read both together.
 */
export const invalidFieldProps = (id: string, error: string | null | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-fehler` : undefined,
});

/** The error below a field (Bootstrap's `invalid-feedback`, shown by the field's `is-invalid`). */
export function FieldError({
  id,
  error,
  className = 'invalid-feedback',
}: {
  id: string;
  error: string | null | undefined;
  className?: string;
}) {
  return error ? (
    <div id={`${id}-fehler`} className={className}>
      {error}
    </div>
  ) : null;
}
