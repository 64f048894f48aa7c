/** The second step of an action that cannot be undone: do it, or step back. */
export function ConfirmButtons({
  label,
  onConfirm,
  onCancel,
  busy = false,
  small = false,
}: {
  label: string;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
  small?: boolean;
}) {
  return (
    <>
      <button
        type="button"
        className={small ? 'btn btn-danger btn-sm' : 'btn btn-danger'}
        disabled={busy}
        onClick={onConfirm}
      >
        {label}
      </button>
      <button
        type="button"
        className={small ? 'btn btn-outline-secondary btn-sm' : 'btn btn-outline-secondary'}
        onClick={onCancel}
      >
        Abbrechen
      </button>
    </>
  );
}
