import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isMissingAppFile, mayReloadForRelease, reloadForRelease } from './new-release';
import { ProblemPage } from './problem-page';

/** Route errors, e.g. a page's code that failed to load after a new release. */
export function ErrorPage() {
  const error = useRouteError();
  // decided once: the reload's own note must not turn this render into the error page
  const [reloading] = useState(() => isMissingAppFile(error) && mayReloadForRelease());
  useEffect(() => {
    if (reloading) reloadForRelease();
  }, [reloading]);
  if (reloading) return null;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ProblemPage
      status={status}
      title="Da ist etwas schiefgelaufen"
      message="Diese Seite konnte nicht angezeigt werden. Bitte lade die Seite neu oder versuche es später noch einmal."
    />
  );
}

/** Unmatched routes; the server answers them with HTTP 404 as well. */
export function NotFoundPage() {
  return (
    <ProblemPage
      status={404}
      title="Seite nicht gefunden"
      message="Diese Seite gibt es leider nicht. Vielleicht findest du im Shop, was du suchst."
    />
  );
}
