import type { CheckInDate, CheckInList } from '../../domain/check-in-schema';
import { placeCount } from '../../domain/course';
import { formatDateWithWeekday, withClock } from '../../domain/dates';
import { type Column, type PdfWriter, renderPdf } from './pdf-document';
import type { DocumentSender } from './sender';

// docs/shop/courses.md#check-in: the day's "Teilnehmerliste" to print, one page per course date
// so each course leader takes their own, ticked by hand where no tablet is at hand.

const COLUMNS: Column[] = [
  { label: 'anwesend', width: 0.13, checkbox: true },
  { label: 'Name', width: 0.28 },
  { label: 'Plätze', width: 0.1, align: 'right' },
  { label: 'Telefon', width: 0.2 },
  { label: 'E-Mail', width: 0.29 },
];

function dayOfDate(date: CheckInDate, day: string): string {
  const weekday = formatDateWithWeekday(day);
  if (date.days.length < 2) return weekday;
  return `${weekday} (Kurstag ${date.days.indexOf(day) + 1} von ${date.days.length})`;
}

function writeDate(pdf: PdfWriter, date: CheckInDate, day: string): void {
  pdf.heading(date.label ? `${date.title} – ${date.label}` : date.title, 14);
  const places = date.participants.reduce((sum, person) => sum + person.places, 0);
  pdf.facts([
    ['Datum', dayOfDate(date, day)],
    ['Uhrzeit', withClock(date.time)],
    ...(date.location ? [['Ort', date.location] as [string, string]] : []),
    ['Teilnehmende', date.cancelled ? '–' : placeCount(places)],
  ]);
  pdf.space(10);
  if (date.cancelled) {
    pdf.lines(['Dieser Termin ist abgesagt.'], { bold: true });
    return;
  }
  if (date.participants.length === 0) {
    pdf.lines(['Für diesen Termin hat niemand einen Platz gebucht.']);
    return;
  }
  pdf.table(
    COLUMNS,
    date.participants.map((person) => [
      person.present ? 'x' : '',
      `${person.lastName}, ${person.firstName}`,
      String(person.places),
      person.phone,
      person.email,
    ]),
  );
  pdf.space(18);
  pdf.writeIn('Notizen', 3);
  pdf.space(10);
  pdf.writeIn('Datum, Unterschrift Kursleitung');
}

/** "Teilnehmerliste" of a day as PDF: per course date its facts, the people and room to sign. */
export function participantListPdf(list: CheckInList, sender: DocumentSender): Promise<Buffer> {
  const day = formatDateWithWeekday(list.day);
  return renderPdf(`Teilnehmerliste ${day}`, (pdf) => {
    const header = () => {
      pdf.lines([sender.name], { muted: true });
      pdf.space(8);
      pdf.heading(`Teilnehmerliste ${day}`);
      pdf.space(8);
    };
    header();
    if (list.dates.length === 0) {
      pdf.lines(['An diesem Tag findet kein Kurs statt.']);
      return;
    }
    list.dates.forEach((date, index) => {
      if (index > 0) {
        pdf.newPage();
        header();
      }
      writeDate(pdf, date, list.day);
    });
  });
}
