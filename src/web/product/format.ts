// spec §2: dates are shown as dd.mm.yyyy; the ISO string is split rather than parsed so the
// visitor's time zone can never shift a course day.
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

const weekdayFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' });

/** "Sa., 12.04.2025" — the weekday helps visitors plan a course day. */
export function formatDateWithWeekday(iso: string): string {
  const weekday = weekdayFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return `${weekday}, ${formatDate(iso)}`;
}

const meanFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** spec §9: stars are shown as mean/5, or ?/5 when nobody has rated yet. */
export function formatMean(mean: number | null): string {
  return `${mean === null ? '?' : meanFormat.format(mean)}/5`;
}

export function reviewCount(count: number): string {
  return count === 1 ? '1 Bewertung' : `${count} Bewertungen`;
}

/** Course times are stored as "10:00 – 13:00"; German readers expect the "Uhr". */
export const withClock = (time: string) => (/uhr$/i.test(time.trim()) ? time : `${time} Uhr`);
