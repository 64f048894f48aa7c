import { lazy, Suspense, useEffect, useState } from 'react';
import { onOpenConsentSettings } from './consent-events';

const ConsentDialog = lazy(() => import('./consent-dialog'));

type Opening = { view: 'ask' | 'settings'; key: number } | null;

/**
 * Loads the consent dialog after the first paint (home bundle budget, no layout shift: the
 * dialog lives in the top layer), and again whenever the footer asks for the settings.
 */
export function ConsentGate() {
  const [opening, setOpening] = useState<Opening>(null);
  useEffect(() => {
    const ask = () => setOpening((current) => current ?? { view: 'ask', key: 0 });
    const idle = window.requestIdleCallback?.(ask, { timeout: 1500 });
    const timer = idle === undefined ? window.setTimeout(ask, 300) : undefined;
    const stop = onOpenConsentSettings(() => setOpening({ view: 'settings', key: Date.now() }));
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      stop();
    };
  }, []);
  if (!opening) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog key={opening.key} start={opening.view} />
    </Suspense>
  );
}
