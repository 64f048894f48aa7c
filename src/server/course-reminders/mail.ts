import { placeCount } from '../../domain/course';
import { courseTimeText } from '../../domain/course-time';
import { formatDateWithWeekday } from '../../domain/dates';
import { type Fact, factsHtml, frame, heading, paragraph } from '../mail/fulfilment-mail-parts';
import { mailColours as c, escapeHtml } from '../mail/mail-layout';
import type { RenderedMail, ShopContact } from '../mail/order-confirmation-template';

// docs/shop/courses.md#reminder: what the participant reads a few days before the course.

export interface ReminderFacts {
  firstName: string;
  title: string;
  days: readonly string[];
  time: string;
  location: string;
  bring: string;
  places: number;
  /** "in 3 Tagen", "morgen". */
  ahead: string;
  manageUrl: string;
}

function facts(reminder: ReminderFacts): [label: string, lines: string[]][] {
  return [
    [reminder.days.length > 1 ? 'Kurstage' : 'Wann', reminder.days.map(formatDateWithWeekday)],
    ['Uhrzeit', [courseTimeText(reminder.time)]],
    ...(reminder.location ? [['Wo', [reminder.location]] as [string, string[]]] : []),
    ...(reminder.bring.trim()
      ? [['Bitte mitbringen', reminder.bring.trim().split(/\r?\n/)] as [string, string[]]]
      : []),
    ['Plätze', [placeCount(reminder.places)]],
  ];
}

export function renderCourseReminder(reminder: ReminderFacts, shop: ShopContact): RenderedMail {
  const first = reminder.days[0] ?? '';
  const hello = reminder.firstName ? `Hallo ${reminder.firstName},` : 'Hallo,';
  const intro = `${reminder.ahead} beginnt dein Kurs „${reminder.title}“ – wir freuen uns auf dich!`;
  const introText = intro.charAt(0).toUpperCase() + intro.slice(1);
  const change =
    'Du kannst doch nicht kommen? Über deine Buchung kannst du sie stornieren oder verlegen, solange das online noch geht – sonst schreib uns einfach.';
  const calendar = 'Die Kurstage hängen als Kalenderdatei (kurs.ics) an.';
  const rows = facts(reminder);
  return frame(
    {
      subject: `Erinnerung: ${reminder.title} am ${formatDateWithWeekday(first)}`,
      preview: `${formatDateWithWeekday(first)} · ${courseTimeText(reminder.time)}`,
      statusPath: null,
      text: [
        hello,
        '',
        introText,
        '',
        ...rows.flatMap(([label, lines]) => [
          `${label}: ${lines[0] ?? ''}`,
          ...lines.slice(1).map((line) => `    ${line}`),
        ]),
        '',
        change,
        reminder.manageUrl,
        '',
        calendar,
      ],
      html: [
        heading('Bald ist Kurstag'),
        paragraph(hello),
        paragraph(introText),
        factsHtml(rows.map(([label, lines]): Fact => [label, lines.map(escapeHtml).join('<br>')])),
        paragraph(change),
        `<p style="margin:0 0 14px"><a href="${escapeHtml(reminder.manageUrl)}" style="color:${c.honeyDark};font-weight:bold">Buchung verwalten</a></p>`,
        paragraph(calendar),
      ].join('\n'),
    },
    shop,
  );
}
