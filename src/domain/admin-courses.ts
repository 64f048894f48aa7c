// What the backoffice shows of courses; the server answers these shapes (admin/courses-routes.ts).

export interface AdminCourseDate {
  id: number;
  label: string | null;
  startsOn: string;
  fixedDates: string[];
  time: string;
  totalSpace: number;
  /** Places held by unpaid orders or confirmed. */
  taken: number;
}

export interface AdminCourse {
  productId: string;
  title: string;
  /** A series course sells groups of fixed days; a plain course single days. */
  series: boolean;
  /** Archived courses keep their dates but get no new ones. */
  archived: boolean;
  dates: AdminCourseDate[];
}

export interface Participant {
  /** Names the places for a cancellation: the order line, or the buyer for places booked outside the shop. */
  booking: { orderItemId: number | null; buyerId: string | null };
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  places: number;
  /** Null for a place booked outside the shop. */
  orderNumber: string | null;
  status: 'held' | 'confirmed';
}

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
