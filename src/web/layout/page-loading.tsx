/** Shown in the layout while a lazy page's code arrives on the first visit. */
export function PageLoading() {
  return (
    <div className="container py-5 text-center" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Seite wird geladen…</span>
    </div>
  );
}
