import type { Participant } from './admin-courses-schema';

// How the backoffice shows a course's participants; the shapes the server answers are in
// admin-courses-schema.ts (admin/courses-routes.ts).

export const PARTICIPANT_STATUS_LABELS: Record<Participant['status'], string> = {
  held: 'reserviert (noch nicht bezahlt)',
  confirmed: 'bestätigt',
};

// Excel opens a CSV as UTF-8 only with the byte order mark, and splits German CSV at ";"
const BOM = '\uFEFF';
const cell = (value: string | number) => {
  const text = String(value);
  // a leading =, +, - or @ would be run as a formula by a spreadsheet
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The participant list as Excel opens it with its umlauts: UTF-8 with BOM, ";" separated. */
export function participantsCsv(participants: readonly Participant[]): string {
  const header = ['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Plätze', 'Bestellung', 'Status'];
  const rows = participants.map((person) => [
    person.firstName,
    person.lastName,
    person.email,
    person.phone,
    person.places,
    person.orderNumber ?? '',
    PARTICIPANT_STATUS_LABELS[person.status],
  ]);
  return `${BOM}${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/**
 * The participant list's file: the course and the day, so two downloads do not end up as
 * "teilnehmende-2027-05-22 (1).csv" of which nobody knows the course. Characters no file system
 * takes become "-".
 */
export function participantsFileName(courseTitle: string, day: string): string {
  const title = courseTitle
    .replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, '-')
    .slice(0, 80)
    .replace(/^[-.]+|-+$/g, '');
  return `teilnehmende-${title ? `${title}-` : ''}${day}.csv`;
}
