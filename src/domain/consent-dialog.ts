// The cookie dialog's rules (docs/shop/consent.md; docs/decisions/008-cookie-consent.md): which
// view it shows when, where each button leads, and what a choice stores. Pure and free of zod like
// consent.ts: the consent gate on every page uses it. The React components only render the view.

import {
  CONSENT_BANNER_VERSION,
  type ConsentConfiguration,
  type ConsentSwitch,
  SERVICE_DATA_SWITCH,
  type ServiceData,
} from './consent';

/** `checking`: still finding out (stored decision, window kind); shown as nothing, like `closed`. */
export type DialogView = 'checking' | 'incognito' | 'ask' | 'settings' | 'closed';

/** What opened the dialog: the page (asking) or the footer's "Cookie-Einstellungen". */
export type DialogStart = 'ask' | 'settings';

export interface StoredDecision {
  configuration: ConsentConfiguration;
  bannerVersion: string;
}

/** A decision given under an older banner is no decision: the visitor is asked again. */
export function currentDecision(stored: StoredDecision | null): ConsentConfiguration | null {
  return stored?.bannerVersion === CONSENT_BANNER_VERSION ? stored.configuration : null;
}

/**
 * The view once the stored decision is looked up, or `window-kind` when only the kind of window can
 * tell (the detector runs only then). The footer always gets the settings; a current decision
 * keeps the page quiet. `undefined`: the lookup failed (offline, the shop out of reach), which is
 * not "no decision" — the visitor who made one is not asked again for it, nothing is collected
 * meanwhile, and the next page loaded looks again.
 */
export function viewForDecision(
  start: DialogStart,
  decision: ConsentConfiguration | null | undefined,
): DialogView | 'window-kind' {
  if (start === 'settings') return 'settings';
  if (decision === undefined) return 'closed';
  return decision ? 'closed' : 'window-kind';
}

/**
 * Without a decision: a private window first gets the incognito notice (nothing could be kept
 * there), once per window; any other window is asked.
 */
export function viewForWindow(privateWindow: boolean, noticeRead: boolean): DialogView {
  if (!privateWindow) return 'ask';
  return noticeRead ? 'closed' : 'incognito';
}

export type DialogAction = 'customise' | 'back' | 'decide' | 'okay';

/**
 * Where each button leads, as data. A move not listed changes nothing: nothing is decided while
 * checking, and from the incognito notice only "Okay" leads on. Escape is no move at all: the
 * dialog ignores it (consent-dialog.tsx), so it never decides.
 */
export const DIALOG_MOVES: Readonly<Record<DialogView, Partial<Record<DialogAction, DialogView>>>> =
  {
    checking: {},
    incognito: { okay: 'closed' },
    ask: { customise: 'settings', decide: 'closed' },
    settings: { back: 'ask', decide: 'closed' },
    closed: {},
  };

export const nextView = (view: DialogView, action: DialogAction): DialogView =>
  DIALOG_MOVES[view][action] ?? view;

/** The dialog is on screen (and modal) in these views only. */
export const dialogShown = (view: DialogView): boolean =>
  view === 'incognito' || view === 'ask' || view === 'settings';

/** The pieces of service data a configuration allows; nothing is collected without its switch. */
export function allowedServiceData(configuration: ConsentConfiguration): (keyof ServiceData)[] {
  return (Object.keys(SERVICE_DATA_SWITCH) as (keyof ServiceData)[]).filter(
    (key) => configuration[SERVICE_DATA_SWITCH[key]],
  );
}

/**
 * What one choice stores (docs/shop/consent.md): the switches as chosen, under the current banner,
 * and of the collected data only what a switch allows.
 */
export function decisionRecord(uuid: string, chosen: ConsentConfiguration, collected: ServiceData) {
  const allowed = new Set(allowedServiceData(chosen));
  const serviceData = Object.fromEntries(
    Object.entries(collected).filter(([key]) => allowed.has(key as keyof ServiceData)),
  ) as ServiceData;
  return { uuid, configuration: chosen, serviceData, bannerVersion: CONSENT_BANNER_VERSION };
}

/** A card of the settings shows on only when every switch it stands for is on. */
export const switchesOn = (configuration: ConsentConfiguration, switches: ConsentSwitch[]) =>
  switches.every((name) => configuration[name]);

/** A card's switch turns all of its switches on or off together, and no other. */
export function withSwitches(
  configuration: ConsentConfiguration,
  switches: ConsentSwitch[],
  on: boolean,
): ConsentConfiguration {
  return { ...configuration, ...Object.fromEntries(switches.map((name) => [name, on])) };
}
