import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { allSwitches, type ConsentConfiguration } from '../../domain/consent';
import {
  currentDecision,
  type DialogAction,
  type DialogView,
  decisionRecord,
  dialogShown,
  nextView,
  viewForDecision,
  viewForWindow,
} from '../../domain/consent-dialog';
import { namesNothing } from '../api/client';
import { fetchConsent, saveConsent } from '../api/consent';
import { useShopLinks } from '../shop-config';
import { collectServiceData } from './service-data';
import { SettingsView } from './settings-view';
import {
  ensureVisitorId,
  incognitoNoticeRead,
  markIncognitoNoticeRead,
  readVisitorId,
} from './visitor-cookie';
import './consent.scss';

/** The detector sits in its own chunk (a browser test replaces it to choose the window kind). */
async function isPrivateWindow(): Promise<boolean> {
  try {
    return await (await import('./private-window')).isPrivateWindow();
  } catch {
    return false;
  }
}

/**
 * The visitor's current switches if a decision is stored (the settings start from them), null if
 * none is, undefined when the lookup failed.
 */
async function storedConfiguration(): Promise<ConsentConfiguration | null | undefined> {
  const visitorId = readVisitorId();
  if (!visitorId) return null;
  try {
    return currentDecision(await fetchConsent(visitorId));
  } catch (error) {
    return namesNothing(error) ? null : undefined;
  }
}

/**
 * The cookie consent dialog (docs/shop/consent.md): a modal <dialog>, so focus stays inside and the
 * page behind is inert. Escape never decides anything.
 *
 * `onArrival`: the server sent it open with the page. HTML cannot open a dialog modally, so it
 * becomes modal when hydrated; its buttons wait until the window is known not to be private
 * (docs/shop/consent.md#when-the-dialog-shows: the incognito notice comes first), about a second.
 */
export interface ConsentDialogProps {
  start: 'ask' | 'settings';
  onArrival: boolean;
}

export default function ConsentDialog({ start, onArrival }: ConsentDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [view, setView] = useState<DialogView>(onArrival ? 'ask' : 'checking');
  const move = (action: DialogAction) => setView((current) => nextView(current, action));
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [configuration, setConfiguration] = useState(allSwitches(false));

  // docs/shop/consent.md#when-the-dialog-shows (src/domain/consent-dialog.ts): the stored decision
  // first, the kind of window only when that does not tell
  useEffect(() => {
    let current = true;
    const begin = async (): Promise<DialogView> => {
      const stored = await storedConfiguration();
      if (stored && current) setConfiguration(stored);
      const next = viewForDecision(start, stored);
      return next === 'window-kind'
        ? viewForWindow(await isPrivateWindow(), incognitoNoticeRead())
        : next;
    };
    void begin().then((next) => {
      if (!current) return;
      setView(next);
      setReady(true);
    });
    return () => {
      current = false;
    };
  }, [start]);

  const open = dialogShown(view);
  const modal = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !modal.current) {
      // the server's open dialog sits in the page; closing it first lets it reopen as modal
      // (its close event then finds it open again and is ignored)
      element.close();
      element.showModal();
      modal.current = true;
    }
    if (!open && element.open) {
      element.close();
      modal.current = false;
    }
  }, [open]);
  // each view starts reading at its title (not at the first link or button in it)
  useEffect(() => {
    if (dialogShown(view)) dialog.current?.querySelector<HTMLElement>('.consent-title')?.focus();
  }, [view]);

  // docs/shop/consent.md#making-a-decision: each decision makes the visitor id if missing, collects
  // only what is switched on, stores the decision and closes, also when storing fails (then it is
  // only logged)
  const decide = async (chosen: ConsentConfiguration) => {
    setBusy(true);
    try {
      const uuid = ensureVisitorId();
      await saveConsent(decisionRecord(uuid, chosen, await collectServiceData(chosen)));
    } catch (error) {
      console.error('Die Cookie-Auswahl konnte nicht gespeichert werden.', error);
    }
    move('decide');
  };

  let content: ReactNode = null;
  if (view === 'incognito') {
    content = (
      <IncognitoView
        titleId={titleId}
        onOkay={() => {
          markIncognitoNoticeRead();
          move('okay');
        }}
      />
    );
  } else if (view === 'settings') {
    content = (
      <SettingsView
        titleId={titleId}
        initial={configuration}
        busy={busy || !ready}
        onBack={() => move('back')}
        onSave={(chosen) => void decide(chosen)}
      />
    );
  } else if (view === 'ask') {
    content = (
      <StandardView
        titleId={titleId}
        busy={busy || !ready}
        onSettings={() => move('customise')}
        onNecessaryOnly={() => void decide(allSwitches(false))}
        onAcceptAll={() => void decide(allSwitches(true))}
      />
    );
  }

  return (
    <dialog
      ref={dialog}
      className="consent-dialog"
      aria-labelledby={titleId}
      open={onArrival || undefined}
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        if (!dialog.current?.open) setView('closed');
      }}
    >
      {content}
      {/* the end of the server's dialog: it shows only once parsed up to here (consent.scss) */}
      <span className="consent-end" hidden />
    </dialog>
  );
}

function StandardView(props: {
  titleId: string;
  busy: boolean;
  onSettings: () => void;
  onNecessaryOnly: () => void;
  onAcceptAll: () => void;
}) {
  const links = useShopLinks();
  return (
    <div className="consent-view">
      <h2 id={props.titleId} className="consent-title" tabIndex={-1}>
        Cookies und Datenschutz
      </h2>
      <p>
        Wir verwenden ein notwendiges Cookie, damit der Shop deine Auswahl wiedererkennt. Wenn du
        zustimmst, erfassen wir außerdem den Zeitpunkt deines Besuchs, deinen Browser, dein System
        und deine ungefähre Region – nur bei uns, ohne Dienste Dritter.
      </p>
      <p className="consent-small">
        Du kannst deine Auswahl jederzeit unter „Cookie-Einstellungen“ am Ende der Seite ändern oder
        widerrufen. Mehr dazu in der <a href={links.datenschutz}>Datenschutzerklärung</a>.
      </p>
      {/* rejecting is as easy as accepting: three buttons of one kind and size */}
      <div className="consent-actions">
        {(
          [
            ['Einstellungen anpassen', props.onSettings],
            ['Nur essentielle Cookies akzeptieren', props.onNecessaryOnly],
            ['Alle akzeptieren', props.onAcceptAll],
          ] as const
        ).map(([label, onClick]) => (
          <button
            key={label}
            type="button"
            className="btn btn-primary"
            disabled={props.busy}
            onClick={onClick}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

function IncognitoView({ titleId, onOkay }: { titleId: string; onOkay: () => void }) {
  return (
    <div className="consent-view">
      <h2 id={titleId} className="consent-title" tabIndex={-1}>
        Incognito-Modus erkannt
      </h2>
      <p>
        Im Incognito-Modus werden keine Daten über dieses Fenster hinaus gespeichert: Deinen
        Warenkorb und dass du diesen Hinweis gelesen hast, merken sich Cookies nur, bis du das
        Fenster schließt. Für den vollen Funktionsumfang empfehlen wir dir den normalen
        Browsermodus.
      </p>
      <div className="consent-actions">
        <button type="button" className="btn btn-primary" onClick={onOkay}>
          Okay
        </button>
      </div>
    </div>
  );
}
