import type { Location } from 'react-router';

/**
 * Where React Router keeps a page's scroll position. Every freshly loaded page has the key
 * `default`, so a typed-in address used to open at the scroll position of the page loaded before
 * it; a fresh load is keyed by its address instead.
 */
export const scrollKey = (location: Location): string =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
