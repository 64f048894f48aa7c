import type { CourseDate } from '../../domain/catalog-schema';

// ISO days are split rather than parsed so the visitor's time zone cannot shift a course day
const formatDay = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
};

const withUhr = (time: string) => (/uhr/i.test(time) ? time : `${time} Uhr`);

/** "24.04.2027, 15:00 – 17:30 Uhr"; a series group lists all its fixed days. */
export function courseDateText(date: CourseDate): string {
  const days = date.label
    ? `${date.label}: ${date.fixedDates.map(formatDay).join(', ')}`
    : formatDay(date.date);
  return date.time ? `${days}, ${withUhr(date.time)}` : days;
}
