import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the server's HTML and while the browser takes the page over, true from then on: a
 * button that needs the page's code stays disabled until a click on it can do something.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
