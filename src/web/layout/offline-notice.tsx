import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * While the browser knows it is offline, what the app reads or sends waits (React Query pauses
 * it) and carries on once online: the notice says why nothing happens meanwhile.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div className="offline-notice" role="status">
      {!online && 'Keine Verbindung – es geht weiter, sobald du wieder online bist.'}
    </div>
  );
}
