import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allSwitches,
  CONSENT_BANNER_VERSION,
  CONSENT_SWITCHES,
  type ConsentConfiguration,
  SERVICE_DATA_SWITCH,
  type ServiceData,
} from './consent';
import {
  allowedServiceData,
  currentDecision,
  DIALOG_MOVES,
  type DialogAction,
  type DialogView,
  decisionRecord,
  dialogShown,
  nextView,
  switchesOn,
  viewForDecision,
  viewForWindow,
  withSwitches,
} from './consent-dialog';

const VIEWS: DialogView[] = ['checking', 'incognito', 'ask', 'settings', 'closed'];
const ACTIONS: DialogAction[] = ['customise', 'back', 'decide', 'okay'];

const configuration = fc
  .array(fc.boolean(), { minLength: CONSENT_SWITCHES.length, maxLength: CONSENT_SWITCHES.length })
  .map(
    (on) =>
      Object.fromEntries(
        CONSENT_SWITCHES.map((name, index) => [name, on[index]]),
      ) as ConsentConfiguration,
  );
const someSwitches = fc.subarray([...CONSENT_SWITCHES], { minLength: 1 });
const bannerVersion = fc
  .date({ min: new Date(2020, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const COLLECTED: Required<ServiceData> = {
  timestamp: '2026-11-22T21:05:09+01:00',
  browser: 'Firefox',
  operatingSystem: 'Windows 11',
  deviceType: 'Desktop',
  language: { primary: 'de', all: ['de'], baseLanguage: 'de' },
  location: { country: 'Deutschland', city: 'Hannover', region: 'Niedersachsen' },
};

describe('which view the cookie dialog shows (docs/shop/consent.md)', () => {
  it('counts a stored decision only under the current banner: an older one is asked again', () => {
    fc.assert(
      fc.property(configuration, bannerVersion, (stored, version) => {
        expect(currentDecision({ configuration: stored, bannerVersion: version })).toEqual(
          version === CONSENT_BANNER_VERSION ? stored : null,
        );
      }),
    );
    const stored = allSwitches(true);
    expect(currentDecision({ configuration: stored, bannerVersion: CONSENT_BANNER_VERSION })).toBe(
      stored,
    );
    expect(currentDecision(null)).toBeNull();
  });

  it('opens the settings from the footer, whatever was decided', () => {
    fc.assert(
      fc.property(fc.option(configuration), (decision) => {
        expect(viewForDecision('settings', decision)).toBe('settings');
      }),
    );
  });

  it('keeps the page quiet with a current decision and asks the window kind without one', () => {
    fc.assert(
      fc.property(configuration, (decision) => {
        expect(viewForDecision('ask', decision)).toBe('closed');
      }),
    );
    expect(viewForDecision('ask', null)).toBe('window-kind');
  });

  it('does not ask again when the stored decision could not be looked up', () => {
    expect(viewForDecision('ask', undefined)).toBe('closed');
    expect(viewForDecision('settings', undefined)).toBe('settings');
  });

  it('gives a private window the incognito notice first, once per window; any other the dialog', () => {
    expect(viewForWindow(false, false)).toBe('ask');
    expect(viewForWindow(false, true)).toBe('ask');
    expect(viewForWindow(true, false)).toBe('incognito');
    expect(viewForWindow(true, true)).toBe('closed');
  });

  it('is on screen while it asks, shows settings or the notice, never while checking or closed', () => {
    expect(VIEWS.filter(dialogShown)).toEqual(['incognito', 'ask', 'settings']);
  });
});

describe('where the buttons lead', () => {
  it('leads from the question to the settings and back, and a decision closes either', () => {
    expect(nextView('ask', 'customise')).toBe('settings');
    expect(nextView('settings', 'back')).toBe('ask');
    expect(nextView('ask', 'decide')).toBe('closed');
    expect(nextView('settings', 'decide')).toBe('closed');
    expect(nextView('incognito', 'okay')).toBe('closed');
  });

  it('changes nothing on a move its view does not offer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VIEWS), fc.constantFrom(...ACTIONS), (view, action) => {
        const next = nextView(view, action);
        expect(next).toBe(DIALOG_MOVES[view][action] ?? view);
        if (!(action in DIALOG_MOVES[view])) expect(next).toBe(view);
      }),
    );
  });

  it('closes only by a decision or "Okay", and opens nothing that was shut', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VIEWS),
        fc.array(fc.constantFrom(...ACTIONS), { maxLength: 12 }),
        (start, actions) => {
          let view = start;
          for (const action of actions) {
            const next = nextView(view, action);
            if (next === 'closed' && view !== 'closed')
              expect(['decide', 'okay']).toContain(action);
            if (!dialogShown(view)) expect(next).toBe(view);
            view = next;
          }
        },
      ),
    );
  });

  it('decides nothing from the incognito notice: only "Okay" leads on', () => {
    for (const action of ACTIONS)
      expect(nextView('incognito', action)).toBe(action === 'okay' ? 'closed' : 'incognito');
  });
});

describe('what a choice stores', () => {
  it('allows a piece of service data exactly when its switch is on', () => {
    fc.assert(
      fc.property(configuration, (chosen) => {
        for (const key of Object.keys(SERVICE_DATA_SWITCH) as (keyof ServiceData)[])
          expect(allowedServiceData(chosen).includes(key)).toBe(chosen[SERVICE_DATA_SWITCH[key]]);
      }),
    );
    expect(allowedServiceData(allSwitches(false))).toEqual([]);
    expect(allowedServiceData(allSwitches(true)).sort()).toEqual(Object.keys(COLLECTED).sort());
  });

  it('stores the switches as chosen under the current banner, and only the data they allow', () => {
    fc.assert(
      fc.property(
        configuration,
        fc.subarray(Object.keys(COLLECTED) as (keyof ServiceData)[]),
        (chosen, keys) => {
          const collected = Object.fromEntries(keys.map((key) => [key, COLLECTED[key]]));
          const record = decisionRecord('visitor', chosen, collected);
          expect(record.uuid).toBe('visitor');
          expect(record.configuration).toEqual(chosen);
          expect(record.bannerVersion).toBe(CONSENT_BANNER_VERSION);
          expect(Object.keys(record.serviceData).sort()).toEqual(
            keys.filter((key) => chosen[SERVICE_DATA_SWITCH[key]]).sort(),
          );
          for (const [key, value] of Object.entries(record.serviceData))
            expect(value).toEqual(COLLECTED[key as keyof ServiceData]);
        },
      ),
    );
  });

  it('"Nur essentielle Cookies akzeptieren" stores every switch off and no data', () => {
    expect(decisionRecord('visitor', allSwitches(false), COLLECTED)).toEqual({
      uuid: 'visitor',
      configuration: allSwitches(false),
      serviceData: {},
      bannerVersion: CONSENT_BANNER_VERSION,
    });
  });
});

describe('a card of the settings', () => {
  it('turns its own switches on or off together and leaves the others', () => {
    fc.assert(
      fc.property(configuration, someSwitches, fc.boolean(), (chosen, switches, on) => {
        const changed = withSwitches(chosen, switches, on);
        for (const name of CONSENT_SWITCHES)
          expect(changed[name]).toBe(switches.includes(name) ? on : chosen[name]);
        expect(switchesOn(changed, switches)).toBe(on);
      }),
    );
  });

  it('shows on only when all of its switches are on', () => {
    fc.assert(
      fc.property(configuration, someSwitches, (chosen, switches) => {
        expect(switchesOn(chosen, switches)).toBe(switches.every((name) => chosen[name]));
      }),
    );
    const system = ['operatingSystem', 'deviceType', 'browserLanguage'] as const;
    expect(switchesOn({ ...allSwitches(true), deviceType: false }, [...system])).toBe(false);
  });
});
