import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isMissingAppFile, mayReloadForRelease, reloadForRelease } from './new-release';
import { ProblemPage } from './problem-page';

/** Route errors, e.g. a page's code that failed to load after a new release. */
export function ErrorPage() {
  const error = useRouteError();
  const { key } = useLocation();
  // offline, every page the app opens fails, and the shop is not at fault
  if (isOffline()) return <NoConnection />;
  // decided anew for each navigation that fails: the router keeps this page in place between them
  if (isMissingAppFile(error)) return <MissingAppFile key={key} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <SomethingWentWrong status={isRouteErrorResponse(error) ? error.status : 500} />;
}

/** A page's script or stylesheet that did not load, most likely gone with a new release. */
function MissingAppFile() {
  const [reloading, setReloading] = useState(mayReloadForRelease);
  useEffect(() => {
    if (reloading && !reloadForRelease()) setReloading(false);
  }, [reloading]);
  return reloading ? null : <SomethingWentWrong status={500} />;
}

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** The browser knows it is offline: the page loads afresh by itself once it is online again. */
function NoConnection() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <ProblemPage
      title="Keine Verbindung"
      message="Diese Seite konnte nicht geladen werden, weil dein Gerät gerade offline ist. Sobald die Verbindung wieder steht, lädt sie von selbst."
    />
  );
}

function SomethingWentWrong({ status }: { status: number }) {
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
