// docs/shop/ratings.md#listed-ratings: dates are shown as dd.mm.yyyy; the ISO string is split
// rather than parsed so no time zone can ever shift a course day.
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

// ICU versions disagree on "Sa" or "Sa."; a fixed list keeps browser, server and mail alike
const WEEKDAYS = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];

/** "Sa., 12.04.2025" — the weekday helps visitors plan a course day. */
export function formatDateWithWeekday(iso: string): string {
  const weekday = WEEKDAYS[new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay()];
  return `${weekday}, ${formatDate(iso)}`;
}

/** Course times are stored as "10:00 – 13:00"; German readers expect the "Uhr". */
export const withClock = (time: string) => (/uhr$/i.test(time.trim()) ? time : `${time} Uhr`);

/** "20.03.2027", or for a series group "Gruppe 2: 20.03.2027, 15.05.2027, …". */
export function courseDays(label: string | null, dates: readonly string[]): string {
  const days = dates.map(formatDate).join(', ');
  return label ? `${label}: ${days}` : days;
}
