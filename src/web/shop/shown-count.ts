import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isTakingOver } from '../document';

/**
 * How many cards of a category the grid shows, kept with the history entry: Back from a product
 * found after "Load more..." shows the grid as it was, so the browser's scroll position lands on
 * that card again. A page the server rendered starts at `first`, as the server did. Where storage
 * is blocked (private mode) Back shows the first cards again.
 */
export function useShownCount(category: string, first: number) {
  const key = `hofladen_shown:${useLocation().key}:${category}`;
  const [shown, setShown] = useState(() => {
    try {
      return (!isTakingOver() && Number(sessionStorage.getItem(key))) || first;
    } catch {
      return first;
    }
  });
  // what is on screen is what Back comes back to, a reload's fresh grid too; nothing is kept
  // before "Load more..." asks for it (the consent dialog promises nothing stored before a choice)
  useEffect(() => {
    try {
      if (shown === first) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, String(shown));
    } catch {}
  }, [key, shown, first]);
  return [shown, setShown] as const;
}
