// One list for the backoffice's menu and its start page, so a new area cannot be missing from one.

export interface AdminArea {
  to: string;
  label: string;
  /** What staff do there, as the start page's tile says it. */
  text: string;
}

export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    to: '/admin/heute',
    label: 'Heute',
    text: 'Was heute verschickt oder an den Abholorten übergeben wird, mit einem Tipp zum nächsten Schritt.',
  },
  {
    to: '/admin/bestellungen',
    label: 'Bestellungen',
    text: 'Bestellungen finden und vollständig lesen, in Bearbeitung nehmen, versenden oder zur Abholung bereitlegen, Bestätigungen erneut senden, Widerrufe.',
  },
  {
    to: '/admin/packliste',
    label: 'Packliste',
    text: 'Was für den Markttag oder den Versand zu packen ist, je Tag und Abholort – zum Drucken und als PDF.',
  },
  {
    to: '/admin/produkte',
    label: 'Produkte',
    text: 'Produkte anlegen, Preise, Bestand, Texte und Bilder pflegen, bestellte Produkte archivieren.',
  },
  {
    to: '/admin/kurse',
    label: 'Kurse',
    text: 'Termine und Reihen, belegte Plätze, Teilnehmende als CSV, Buchungen stornieren.',
  },
  {
    to: '/admin/check-in',
    label: 'Check-in',
    text: 'Die Teilnehmenden der Kurse eines Tages auf dem Tablet abhaken und die Teilnehmerliste als PDF drucken.',
  },
  {
    to: '/admin/bewertungen',
    label: 'Bewertungen',
    text: 'Neue Bewertungen prüfen, korrigieren und freigeben, ausblenden oder löschen.',
  },
  {
    to: '/admin/rabattcodes',
    label: 'Rabattcodes',
    text: 'Codes mit Prozentsatz, Zeitraum und Anzahl der Einlösungen anlegen und beenden.',
  },
  {
    to: '/admin/postausgang',
    label: 'Postausgang',
    text: 'Jede E-Mail des Shops lesen und erneut senden.',
  },
  {
    to: '/admin/buchhaltung',
    label: 'Buchhaltung',
    text: 'Rechnungen und Gutschriften eines Monats als Liste und DATEV-Buchungsstapel für die Steuerberatung exportieren.',
  },
  {
    to: '/admin/import',
    label: 'Import',
    text: 'Den Export des alten Shops übernehmen: erst prüfen, dann importieren.',
  },
  {
    to: '/admin/rechtstexte',
    label: 'Rechtstexte',
    text: 'Impressum, Datenschutz, AGB, Widerrufsbelehrung, Versand und Zahlung.',
  },
  {
    to: '/admin/abholorte',
    label: 'Abholorte',
    text: 'Hofladen und Marktstände: Adresse, Öffnungszeiten, Bestellschluss und Schließtage.',
  },
  {
    to: '/admin/einstellungen',
    label: 'Einstellungen',
    text: 'Versandkosten je Zone und versandkostenfrei ab, Kontaktdaten für Impressum und E-Mails, Links in Kopf- und Fußzeile und zu den Rechtstexten, Steuersatz je Kategorie, Rechnungen, Regeln für Kurse.',
  },
  {
    to: '/admin/datenschutz',
    label: 'Datenschutz-Anfragen',
    text: 'Kundinnen und Kunden Auskunft über ihre Daten geben und sie löschen.',
  },
];
