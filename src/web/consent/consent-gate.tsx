import {
  type ComponentType,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
} from 'react';
import { asksOnArrival } from '../../domain/consent';
import type { ConsentDialogProps } from './consent-dialog';
import { onOpenConsentSettings } from './consent-events';

const LazyConsentDialog = lazy(() => import('./consent-dialog'));

/** The dialog's source as the build manifest names it: the server inlines its stylesheet. */
export const CONSENT_DIALOG_MODULE = 'consent/consent-dialog.tsx';

/**
 * On the server: whether the request's cookies call for the dialog (the browser reads its own),
 * and the dialog itself, imported up front: a lazy one would make React stream its HTML with an
 * inline script, which the CSP blocks.
 */
export const ServerConsentContext = createContext<{
  onArrival: boolean;
  Dialog: ComponentType<ConsentDialogProps>;
} | null>(null);

type Opening = { view: 'ask' | 'settings'; key: number; onArrival: boolean } | null;

/**
 * A visitor without an id gets the dialog with the page's first HTML: it is what they read first,
 * so it must not pop up seconds later (and shift their attention). Its script still loads only
 * while the page hydrates. With an id, the stored decision decides, looked up after the first
 * paint; the footer opens the settings at any time.
 */
export function ConsentGate() {
  const onServer = useContext(ServerConsentContext);
  const ConsentDialog = onServer?.Dialog ?? LazyConsentDialog;
  // while hydrating, the browser's cookies are the ones the server rendered from
  const [opening, setOpening] = useState<Opening>(() =>
    (onServer?.onArrival ?? asksOnArrival(document.cookie))
      ? { view: 'ask', key: 0, onArrival: true }
      : null,
  );
  useEffect(() => {
    const ask = () => setOpening((current) => current ?? { view: 'ask', key: 0, onArrival: false });
    const idle = window.requestIdleCallback?.(ask, { timeout: 1500 });
    const timer = idle === undefined ? window.setTimeout(ask, 300) : undefined;
    const stop = onOpenConsentSettings(() =>
      setOpening({ view: 'settings', key: Date.now(), onArrival: false }),
    );
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      stop();
    };
  }, []);
  if (!opening) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog key={opening.key} start={opening.view} onArrival={opening.onArrival} />
    </Suspense>
  );
}
