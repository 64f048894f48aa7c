/**
 * A visitor's open page belongs to the release that served it. After a new release the server has
 * only the new release's scripts (their names carry their content's hash), so the first lazy page
 * the old page opens cannot load its script. Loading the address afresh gets the new release's
 * page, which is what the visitor asked for.
 */

// what Chromium, Firefox and Safari say when an `import()` fails, and Vite's own message when a
// lazy page's stylesheet does not load
const SCRIPT_NOT_LOADED =
  /dynamically imported module|importing a module script failed|unable to preload css/i;

/** True for the error of a script or stylesheet of the app that could not be loaded. */
export function isMissingAppFile(error: unknown): boolean {
  return error instanceof Error && SCRIPT_NOT_LOADED.test(error.message);
}

/** Where the last reload for a missing file is noted (session storage). */
export const RELEASE_RELOAD_KEY = 'hofladen.release-reload';
// a reload that fails again within this time is not a release but a fault: no loop of reloads
const RELOAD_PAUSE_MS = 30_000;

interface LastReload {
  href: string;
  at: number;
}

/**
 * Whether the current address may be loaded afresh for a missing file: not when it was loaded
 * afresh for one a moment ago, not while the browser knows it is offline (the script did not
 * load for that, and a reload would swap the shop's page for the browser's own error), and not
 * where the browser keeps no session storage (the guard against a loop could not be kept).
 */
export function mayReloadForRelease(now = Date.now()): boolean {
  if (typeof window === 'undefined' || !navigator.onLine) return false;
  try {
    const last: Partial<LastReload> = JSON.parse(
      sessionStorage.getItem(RELEASE_RELOAD_KEY) ?? '{}',
    );
    return last.href !== window.location.href || now - (last.at ?? 0) > RELOAD_PAUSE_MS;
  } catch {
    return false;
  }
}

/**
 * Loads the current address afresh and notes it, so a second failure is shown, not reloaded.
 * False, and no reload, when the note cannot be kept (session storage full).
 */
export function reloadForRelease(now = Date.now()): boolean {
  try {
    sessionStorage.setItem(
      RELEASE_RELOAD_KEY,
      JSON.stringify({ href: window.location.href, at: now } satisfies LastReload),
    );
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
