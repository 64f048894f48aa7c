import type { LegalSlug } from '../../domain/legal';
import type { ContactSettings } from '../../domain/shop-settings-schema';

// What each legal page says until the owner writes it (backoffice settings). Every gap the farm
// must fill is marked "[Bitte ergänzen: …]"; the page says on top that it is a template.

const TODO = (what: string) => `**[Bitte ergänzen: ${what}]**`;

// what staff type is shown as typed: a "*" in a business name is no emphasis
const plain = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (char) => `\\${char}`);
const BREAK = '  \n';

/**
 * The Impressum's opening (§ 5 DDG) from the contact data in the settings, which the shop's
 * e-mails use too; until staff enter it, it names what is missing.
 */
export function imprintSection(contact: ContactSettings | null): string {
  if (!contact) {
    return `## Angaben gemäß § 5 DDG

${TODO('Name, Anschrift und Kontakt des Betriebs unter Verwaltung → Einstellungen → Kontakt')}

`;
  }
  const phone = contact.phone ? `Telefon: ${plain(contact.phone)}${BREAK}` : '';
  const vat = contact.vatId
    ? `\n## Umsatzsteuer\n\nUmsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${plain(contact.vatId)}\n`
    : '';
  return `## Angaben gemäß § 5 DDG

${plain(contact.business)}${BREAK}Inhaber/in: ${plain(contact.owner)}${BREAK}${plain(contact.street)}${BREAK}${plain(contact.postalCode)} ${plain(contact.city)}

## Kontakt

${phone}E-Mail: ${plain(contact.email)}
${vat}
`;
}

export const LEGAL_PLACEHOLDERS: Record<LegalSlug, string> = {
  impressum: `## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
Verbraucherschlichtungsstelle teilzunehmen. ${TODO('prüfen und anpassen')}
`,
  datenschutz: `## Verantwortlich

${TODO('Name und Anschrift des Betriebs, E-Mail-Adresse')}

## Was wir verarbeiten

- **Bestellungen**: Name, E-Mail-Adresse und – bei Kursen – Telefonnummer der Teilnehmenden,
  die bestellten Artikel und Beträge. Zweck: Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO);
  wir bewahren Bestellungen so lange auf, wie es Handels- und Steuerrecht verlangen.
- **Warenkorb**: ein Cookie mit Artikeln und Mengen, eine Stunde gültig, technisch notwendig.
- **Cookie-Einstellungen**: eine zufällige Besucherkennung (Cookie, 365 Tage) und deine
  Entscheidung mit Zeitpunkt, als Nachweis (Art. 7 Abs. 1 DSGVO). Nur wenn du zustimmst, speichern
  wir dazu: Zeitpunkt mit Zeitzone, Browser, Betriebssystem, Geräteart, Sprache und ungefähren
  Standort (Land, Region, Stadt). Bestellst du, vermerken wir die Besucherkennung an der
  Bestellung, damit wir dir auf Anfrage alle Daten zu dir nennen können. In einem privaten
  Fenster merkt sich ein Cookie nur bis zum Schließen des Fensters, dass du den Hinweis dazu
  gelesen hast.
- **Standort**: ermitteln wir auf unserem eigenen Server aus deiner IP-Adresse (GeoLite2-Daten
  von MaxMind, lokal gespeichert) – es wird kein Dritter gefragt, die IP-Adresse wird nicht
  gespeichert.
- **Bewertungen**: Name, Ort und Text, wenn du nach einem Kauf eine Bewertung schreibst.
- **Widerruf**: Name, E-Mail-Adresse und Bestellangabe deiner Erklärung, als Nachweis.

## Zahlungsdienstleister

Zahlungen wickelt Stripe Payments Europe Ltd. ab (1 Grand Canal Street Lower, Dublin, Irland).
Deine Kartendaten gibst du direkt bei Stripe ein; wir erhalten sie nicht.
${TODO('prüfen, ob Stripe genutzt wird, und den Auftragsverarbeitungsvertrag nennen')}

## Deine Rechte

Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung,
Datenübertragbarkeit und Widerspruch sowie auf Beschwerde bei einer Aufsichtsbehörde.
Schreib uns dazu an ${TODO('E-Mail-Adresse')}.
`,
  agb: `## Geltungsbereich

Diese Bedingungen gelten für alle Bestellungen im Hofladen von ${TODO('Name des Betriebs')}.

## Vertragsschluss

Mit „Bezahlen“ auf der Zahlungsseite gibst du eine verbindliche Bestellung ab. Der Vertrag kommt
mit der Bestellbestätigung per E-Mail zustande.

## Preise und Versand

Alle Preise enthalten die gesetzliche Mehrwertsteuer, zuzüglich Versandkosten (siehe
[Versand und Zahlung](/versand-und-zahlung)).

## Kurse

Kurse finden zum gewählten Termin statt. ${TODO('Regeln bei Absage durch den Hof oder bei Verhinderung')}

## Widerruf

Es gilt die [Widerrufsbelehrung](/widerrufsbelehrung). Widerrufen kannst du jederzeit über
[Vertrag widerrufen](/vertrag-widerrufen).

${TODO('die eigenen AGB des Betriebs, anwaltlich geprüft')}
`,
  widerrufsbelehrung: `## Widerrufsrecht

Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.
Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem du oder ein von dir benannter Dritter,
der nicht der Beförderer ist, die Waren in Besitz genommen hast bzw. hat.

Um dein Widerrufsrecht auszuüben, musst du uns (${TODO('Name, Anschrift, E-Mail-Adresse')})
mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über
deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Am einfachsten geht das über
[Vertrag widerrufen](/vertrag-widerrufen). Zur Wahrung der Widerrufsfrist reicht es aus, dass du
die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.

## Folgen des Widerrufs

Wenn du diesen Vertrag widerrufst, haben wir dir alle Zahlungen, die wir von dir erhalten haben,
einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben,
dass du eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung
gewählt hast), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem
die Mitteilung über deinen Widerruf dieses Vertrags bei uns eingegangen ist.
${TODO('Regelung zur Rücksendung und ihren Kosten')}

## Ausschluss des Widerrufsrechts

Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die schnell verderben
können, und nicht bei Freizeitveranstaltungen zu einem festen Termin (§ 312g Abs. 2 Nr. 2 und
Nr. 9 BGB) – zum Beispiel unseren Kursen.

## Muster-Widerrufsformular

(Wenn du den Vertrag widerrufen willst, dann fülle bitte dieses Formular aus und sende es zurück.)

- An ${TODO('Name, Anschrift, E-Mail-Adresse des Betriebs')}:
- Hiermit widerrufe(n) ich/wir (\\*) den von mir/uns (\\*) abgeschlossenen Vertrag über den Kauf der
  folgenden Waren (\\*)/die Erbringung der folgenden Dienstleistung (\\*)
- Bestellt am (\\*)/erhalten am (\\*)
- Name des/der Verbraucher(s)
- Anschrift des/der Verbraucher(s)
- Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)
- Datum

(\\*) Unzutreffendes streichen.
`,
  'versand-und-zahlung': `## Versand

Wir liefern innerhalb Deutschlands. Die Versandkosten siehst du im Warenkorb, bevor du bezahlst.
Kurse werden nicht versandt. ${TODO('Lieferzeit und Versanddienstleister')}

## Zahlung

Du bezahlst per Karte über unseren Zahlungsdienstleister Stripe. Der Betrag wird mit der
Bestellung fällig.
`,
};
