import type { ReactNode } from 'react';
import { reasonOf } from './query-state';
import { refusedFieldOf } from './refused-field';

/**
 * The saving part every settings tile shares: the save's problem or success, the button, then
 * what follows it (the tile's history). A problem the server tied to one field shows at that
 * field in a form that marks refused fields (`marksRefusedFields`), else here.
 */
export function SaveRow({
  save,
  saved,
  marksRefusedFields = false,
  children,
}: {
  save: { isError: boolean; isSuccess: boolean; isPending: boolean; error: Error | null };
  /** What a successful save says, and from when it takes effect. */
  saved: string;
  marksRefusedFields?: boolean;
  children?: ReactNode;
}) {
  const shownAtField = marksRefusedFields && refusedFieldOf(save.error) !== null;
  return (
    <>
      {save.isError && !shownAtField && (
        <p className="text-danger" role="alert">
          {reasonOf(save.error)}
        </p>
      )}
      {save.isSuccess && (
        <p className="text-success" role="status">
          {saved}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Speichern
      </button>
      {children}
    </>
  );
}
