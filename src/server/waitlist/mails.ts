import { placeCount, placeGrammar } from '../../domain/course';
import { courseDays, withClock } from '../../domain/dates';
import { paths } from '../../domain/routes';
import type { DateFacts } from '../../domain/waitlist-schema';
import type { Tx } from '../db/client';
import { outbox } from '../db/schema';
import {
  escapeHtml,
  mailButton,
  mailFrame,
  mailParagraphs,
  questionsFooter,
  textSignature,
} from '../mail/mail-layout';
import type { RenderedMail, ShopContact } from '../mail/order-confirmation-template';

// The waitlist's mails: the double opt-in, the offer (docs/shop/courses.md#waitlist) and the
// date's cancellation (docs/shop/courses.md#cancelling-a-date).

export interface WaitlistMailEntry {
  id: number;
  firstName: string;
  email: string;
  places: number;
  token: string;
  date: DateFacts;
}

const when = (date: DateFacts) => `${courseDays(date.label, date.dates)}, ${withClock(date.time)}`;
const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function render(
  entry: WaitlistMailEntry,
  shop: ShopContact,
  subject: string,
  paragraphs: string[],
  button: string,
  link = `${shop.publicUrl}${paths.waitlistEntry(entry.token)}`,
): RenderedMail {
  const text = [
    `Hallo ${entry.firstName},`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${button}: ${link}`,
    '',
    ...textSignature(shop.shopEmail),
  ].join('\n');
  const html = mailFrame({
    title: escapeHtml(subject),
    preview: paragraphs[0] ?? subject,
    body: `<p style="margin:0 0 12px">Hallo ${escapeHtml(entry.firstName)},</p>
${mailParagraphs(paragraphs)}
${mailButton(link, button)}`,
    footer: questionsFooter(shop.shopEmail),
  });
  return { subject, html, text };
}

export function renderWaitlistConfirmation(
  entry: WaitlistMailEntry,
  shop: ShopContact,
): RenderedMail {
  return render(
    entry,
    shop,
    `Bitte bestätige deinen Platz auf der Warteliste: ${entry.date.title}`,
    [
      `du möchtest auf die Warteliste für „${entry.date.title}“ am ${when(entry.date)} (${placeCount(entry.places)}).`,
      'Erst wenn du deine E-Mail-Adresse über den Link bestätigst, stehst du auf der Liste. Wird ein Platz frei, schreiben wir dir. Hast du dich nicht eingetragen, tu nichts: Ohne Bestätigung löschen wir die Anfrage nach 48 Stunden.',
    ],
    'Warteliste bestätigen',
  );
}

export function renderWaitlistOffer(
  entry: WaitlistMailEntry,
  expiresAt: Date,
  shop: ShopContact,
): RenderedMail {
  const words = placeGrammar(entry.places);
  return render(
    entry,
    shop,
    `${words.noun} frei für dich: ${entry.date.title}`,
    [
      `für „${entry.date.title}“ am ${when(entry.date)} ${words.verb} ${placeCount(entry.places)} für dich frei geworden.`,
      `Wir halten ${words.pronoun} für dich bis ${berlinTime.format(expiresAt)} Uhr. Über den Link legst du die Buchung in deinen Warenkorb und bezahlst wie gewohnt. Danach geht das Angebot an die nächste Person auf der Warteliste.`,
    ],
    `${words.noun} buchen`,
  );
}

/**
 * The farm cancelled the date (docs/shop/courses.md#cancelling-a-date): the entry is closed, and
 * the button leads to the course's other dates, since the entry's own link has nothing left.
 */
export function renderWaitlistDateCancelled(
  entry: WaitlistMailEntry & { offered: boolean },
  others: { otherDates: string[]; courseUrl: string; reason: string | null },
  shop: ShopContact,
): RenderedMail {
  return render(
    entry,
    shop,
    `Abgesagt: ${entry.date.title} am ${courseDays(null, entry.date.dates.slice(0, 1))}`,
    [
      `leider findet „${entry.date.title}“ am ${when(entry.date)} nicht statt: Wir haben den Termin abgesagt.`,
      ...(others.reason ? [`Grund: ${others.reason}`] : []),
      `Damit endet auch seine Warteliste${entry.offered ? `, und ${placeGrammar(entry.places).theOnes} wir für dich gehalten haben, kannst du nicht mehr buchen` : ''}.`,
      ...(others.otherDates.length > 0
        ? [
            'Vielleicht passt dir ein anderer Termin:',
            ...others.otherDates.map((day) => `– ${day}`),
          ]
        : ['Neue Termine dieses Kurses findest du auf seiner Seite.']),
    ],
    'Zu den Terminen des Kurses',
    others.courseUrl,
  );
}

export async function enqueueWaitlistMail(
  tx: Tx,
  kind: 'waitlist-confirmation' | 'waitlist-offer' | 'waitlist-date-cancelled',
  entry: WaitlistMailEntry,
  mail: RenderedMail,
): Promise<void> {
  // one mail per entry and kind: an offer is made once (a date cancelled once), so it is mailed once
  await tx
    .insert(outbox)
    .values({ kind, dedupeKey: `${kind}:${entry.id}`, recipient: entry.email, ...mail })
    .onConflictDoNothing();
}
