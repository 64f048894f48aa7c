import { useEffect } from 'react';
import { useLocation } from 'react-router';

const SETTLE_MS = 3_000;

/** The id a `#…` names; a malformed escape names none rather than breaking the page. */
function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Brings the section a link's `#id` names into view and keeps it there while the page fills: the
 * settings' sections appear with their data, each in its own time, so the id is missing when the
 * router looks for it and sections above it grow later. Whatever the person does stops it.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = idOf(hash);
    if (!id) return;
    const reveal = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    const watcher = new MutationObserver(reveal);
    const stop = () => {
      watcher.disconnect();
      clearTimeout(settled);
      for (const move of USER_MOVES) window.removeEventListener(move, stop);
    };
    const settled = setTimeout(stop, SETTLE_MS);
    for (const move of USER_MOVES) window.addEventListener(move, stop, { passive: true });
    watcher.observe(document.body, { childList: true, subtree: true });
    reveal();
    return stop;
  }, [hash]);
}
