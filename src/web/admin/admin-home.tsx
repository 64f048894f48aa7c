import { AdminLayout } from './admin-layout';

const AREAS = [
  { title: 'Produkte', text: 'Preise, Bestand, Bilder und Texte pflegen.' },
  { title: 'Kurse', text: 'Termine, Plätze und Teilnehmende im Blick.' },
  { title: 'Bestellungen', text: 'Eingänge, Zahlungen und Bestätigungen.' },
  { title: 'Bewertungen', text: 'Neue Bewertungen prüfen und freigeben.' },
  { title: 'Rabattcodes', text: 'Codes anlegen, befristen und beenden.' },
];

/** /admin — the staff landing page; the backoffice screens follow in their own issue. */
export function AdminHome() {
  return (
    <>
      <title>Verwaltung – Hofladen</title>
      <AdminLayout>
        {(staff) => (
          <>
            <h1 className="h2 mb-2">Willkommen, {staff.given_name}!</h1>
            <p className="lead text-body-secondary mb-4">
              Hier entsteht die Verwaltung des Hofladens. Diese Bereiche folgen:
            </p>
            <ul className="staff-tiles">
              {AREAS.map((area) => (
                <li key={area.title}>
                  <section className="staff-tile" aria-labelledby={`bereich-${area.title}`}>
                    <h2 id={`bereich-${area.title}`}>{area.title}</h2>
                    <p className="mb-0 text-body-secondary">{area.text}</p>
                  </section>
                </li>
              ))}
            </ul>
          </>
        )}
      </AdminLayout>
    </>
  );
}
