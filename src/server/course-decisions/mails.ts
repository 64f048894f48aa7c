import { courseDays, withClock } from '../../domain/dates';
import { frame, heading, paragraph } from '../mail/fulfilment-mail-parts';
import { mailColours as c, escapeHtml } from '../mail/mail-layout';
import type { RenderedMail, ShopContact } from '../mail/order-confirmation-template';

// docs/shop/courses.md#cancelling-a-date: what participants and staff read about a decision.

export interface DateFacts {
  courseTitle: string;
  label: string | null;
  days: string[];
  time: string;
}

const when = (date: DateFacts) => `${courseDays(date.label, date.days)}, ${withClock(date.time)}`;

const link = (url: string, text: string) =>
  `<a href="${escapeHtml(url)}" style="color:${c.honeyDark};font-weight:bold">${escapeHtml(text)}</a>`;

/** To a participant: the date is off, the money comes back, and where the course's other dates are. */
export function renderDateCancelled(
  input: {
    date: DateFacts;
    name: string;
    otherDates: string[];
    courseUrl: string;
    paid: boolean;
    /** Staff's words, the decision day's sentence, or none given. */
    reason: string | null;
  },
  shop: ShopContact,
): RenderedMail {
  const { date } = input;
  const subject = `Abgesagt: ${date.courseTitle} am ${courseDays(null, date.days.slice(0, 1))}`;
  const lines = [
    `Hallo ${input.name},`,
    `leider findet der Kurs „${date.courseTitle}“ (${when(date)}) nicht statt.`,
    ...(input.reason ? [`Grund: ${input.reason}`] : []),
    ...(input.paid
      ? ['Den bezahlten Betrag erstatten wir dir über deine Zahlungsart; eine Gutschrift folgt.']
      : []),
  ];
  const others =
    input.otherDates.length > 0
      ? ['Vielleicht passt dir ein anderer Termin:', ...input.otherDates.map((day) => `– ${day}`)]
      : ['Neue Termine dieses Kurses findest du auf seiner Seite.'];
  return frame(
    {
      subject,
      preview: `${date.courseTitle}: Der Termin ist abgesagt.`,
      text: [...lines, '', ...others, input.courseUrl],
      html: [
        heading('Kurstermin abgesagt'),
        ...lines.map(paragraph),
        paragraph(others[0] ?? ''),
        input.otherDates.length > 0
          ? `<ul style="margin:0 0 14px;padding-left:20px">${input.otherDates.map((day) => `<li>${escapeHtml(day)}</li>`).join('')}</ul>`
          : '',
        `<p style="margin:0 0 14px">${link(input.courseUrl, 'Zu den Terminen des Kurses')}</p>`,
      ].join('\n'),
      statusPath: null,
    },
    shop,
  );
}

/** To staff on the decision day: the minimum is not reached, they decide. */
export function renderDecisionNeeded(
  input: { date: DateFacts; taken: number; min: number; adminUrl: string },
  shop: ShopContact,
): RenderedMail {
  const { date } = input;
  const subject = `Entscheidung nötig: ${date.courseTitle} (${input.taken} von min. ${input.min})`;
  const lines = [
    `Für „${date.courseTitle}“ (${when(date)}) sind heute, am Entscheidungstag, ${input.taken} von mindestens ${input.min} Plätzen gebucht.`,
    'Bitte entscheide in der Kursverwaltung, ob der Termin stattfindet oder abgesagt wird. Beim Absagen wird jede Buchung erstattet und alle Teilnehmenden werden benachrichtigt.',
  ];
  return frame(
    {
      subject,
      preview: 'Mindestteilnehmerzahl nicht erreicht',
      text: [...lines, '', input.adminUrl],
      html: [
        heading('Mindestteilnehmerzahl nicht erreicht'),
        ...lines.map(paragraph),
        `<p style="margin:0 0 14px">${link(input.adminUrl, 'Zur Kursverwaltung')}</p>`,
      ].join('\n'),
      statusPath: null,
    },
    shop,
  );
}
