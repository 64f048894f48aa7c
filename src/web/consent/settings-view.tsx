import { useState } from 'react';
import type { ConsentConfiguration } from '../../domain/consent';
import { switchesOn, withSwitches } from '../../domain/consent-dialog';

interface Service {
  title: string;
  text: string;
  /**
   * The switches one card turns on and off together (System Informationen,
   * docs/shop/consent.md#settings-view).
   */
  switches: (keyof ConsentConfiguration)[];
}

const SERVICES: Service[] = [
  {
    title: 'Zeitstempel Service',
    text: 'Erfasst den Zeitpunkt deines Besuchs mit deiner Zeitzone.',
    switches: ['timestamp'],
  },
  {
    title: 'Browser Informationen',
    text: 'Erfasst, mit welchem Browser du den Shop besuchst.',
    switches: ['browser'],
  },
  {
    title: 'System Informationen',
    text: 'Erfasst Betriebssystem, Gerätetyp (Desktop, Mobil, Tablet) und Browsersprache.',
    switches: ['operatingSystem', 'deviceType', 'browserLanguage'],
  },
  {
    title: 'Standort Service',
    text: 'Ermittelt Land, Stadt und Region auf unserem Server aus deiner IP-Adresse. Die Adresse selbst speichern wir nicht.',
    switches: ['geolocation'],
  },
];

interface SettingsViewProps {
  titleId: string;
  initial: ConsentConfiguration;
  busy: boolean;
  onBack: () => void;
  onSave: (configuration: ConsentConfiguration) => void;
}

/** docs/shop/consent.md#settings-view: one card per service; the necessary cookie is always on. */
export function SettingsView({ titleId, initial, busy, onBack, onSave }: SettingsViewProps) {
  const [chosen, setChosen] = useState(initial);
  const isOn = (service: Service) => switchesOn(chosen, service.switches);
  const toggle = (service: Service, on: boolean) =>
    setChosen((current) => withSwitches(current, service.switches, on));

  return (
    <div className="consent-view">
      <h2 id={titleId} className="consent-title" tabIndex={-1}>
        Cookie-Einstellungen
      </h2>
      <ul className="consent-services list-unstyled">
        <li className="consent-service">
          <div className="form-check form-switch">
            <input
              id="consent-notwendig"
              className="form-check-input"
              type="checkbox"
              role="switch"
              aria-checked="true"
              checked
              disabled
              aria-describedby="consent-notwendig-text"
            />
            <label className="form-check-label" htmlFor="consent-notwendig">
              Notwendige Cookies
            </label>
          </div>
          <p id="consent-notwendig-text" className="consent-small">
            Deine Besucher-ID, damit der Shop sich an deine Auswahl erinnert. Immer aktiv.
          </p>
        </li>
        {SERVICES.map((service, index) => (
          <li key={service.title} className="consent-service">
            <div className="form-check form-switch">
              <input
                id={`consent-dienst-${index}`}
                className="form-check-input"
                type="checkbox"
                role="switch"
                aria-checked={isOn(service)}
                checked={isOn(service)}
                aria-describedby={`consent-dienst-${index}-text`}
                onChange={(event) => toggle(service, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`consent-dienst-${index}`}>
                {service.title}
              </label>
            </div>
            <p id={`consent-dienst-${index}-text`} className="consent-small">
              {service.text}
            </p>
          </li>
        ))}
      </ul>
      <div className="consent-actions consent-actions-sticky">
        <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={onBack}>
          Zurück
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => onSave(chosen)}
        >
          Auswahl speichern
        </button>
      </div>
    </div>
  );
}
