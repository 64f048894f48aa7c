/** "Zurück · Seite n von m · Weiter" under a backoffice list; nothing when it fits one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Seiten" className="d-flex align-items-center gap-3 mt-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Zurück
      </button>
      <span>
        Seite {page} von {pages}
      </span>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Weiter
      </button>
    </nav>
  );
}
