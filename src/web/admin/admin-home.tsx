import { Link } from 'react-router';
import { useStaff } from './staff-context';

const AREAS = [
  {
    title: 'Bestellungen',
    text: 'Eingänge, Zahlungen, Bestätigungen und Widerrufe.',
    to: '/admin/bestellungen',
  },
  { title: 'Kurse', text: 'Termine, belegte Plätze und Teilnehmende (CSV).', to: '/admin/kurse' },
  {
    title: 'Bewertungen',
    text: 'Neue Bewertungen prüfen und freigeben.',
    to: '/admin/bewertungen',
  },
  { title: 'Rabattcodes', text: 'Codes anlegen, befristen und beenden.', to: '/admin/rabattcodes' },
  {
    title: 'Postausgang',
    text: 'Alle E-Mails des Shops lesen und erneut senden.',
    to: '/admin/postausgang',
  },
  {
    title: 'Rechtstexte',
    text: 'Impressum, Datenschutz, AGB, Widerrufsbelehrung, Versand.',
    to: '/admin/rechtstexte',
  },
  { title: 'Einstellungen', text: 'Versandkosten festlegen.', to: '/admin/einstellungen' },
  {
    title: 'Datenschutz-Anfragen',
    text: 'Auskunft geben und Daten löschen.',
    to: '/admin/datenschutz',
  },
];

const LATER = [{ title: 'Produkte', text: 'Preise, Bestand, Bilder und Texte pflegen.' }];

/** /admin — the staff landing page: the areas there are, and those still to come. */
export function AdminHome() {
  const staff = useStaff();
  return (
    <>
      <title>Verwaltung – Hofladen</title>
      <h1 className="h2 mb-2">Willkommen, {staff.given_name}!</h1>
      <p className="lead text-body-secondary mb-4">Was möchtest du heute erledigen?</p>
      <ul className="staff-tiles mb-5">
        {AREAS.map((area) => (
          <li key={area.title}>
            <section className="staff-tile" aria-labelledby={`bereich-${area.title}`}>
              <h2 id={`bereich-${area.title}`}>
                <Link to={area.to}>{area.title}</Link>
              </h2>
              <p className="mb-0 text-body-secondary">{area.text}</p>
            </section>
          </li>
        ))}
      </ul>
      <h2 className="h5">Diese Bereiche folgen</h2>
      <ul className="staff-tiles">
        {LATER.map((area) => (
          <li key={area.title}>
            <section className="staff-tile staff-tile-later" aria-labelledby={`bald-${area.title}`}>
              <h3 id={`bald-${area.title}`} className="h6">
                {area.title}
              </h3>
              <p className="mb-0 text-body-secondary">{area.text}</p>
            </section>
          </li>
        ))}
      </ul>
    </>
  );
}
