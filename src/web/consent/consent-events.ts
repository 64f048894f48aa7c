// The footer's "Cookie-Einstellungen" asks the consent gate to open the settings; the two live
// far apart in the page, and the dialog's code is loaded only when needed.
type Listener = () => void;
const listeners = new Set<Listener>();

export const openConsentSettings = (): void => {
  for (const listener of listeners) listener();
};

export function onOpenConsentSettings(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
