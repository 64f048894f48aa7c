import type { CourseDate } from '../../domain/catalog-schema';
import { formatDate, withClock } from '../../domain/dates';

/** "24.04.2027, 15:00 – 17:30 Uhr"; a series group lists all its fixed days. */
export function courseDateText(date: CourseDate): string {
  const days = date.label
    ? `${date.label}: ${date.fixedDates.map(formatDate).join(', ')}`
    : formatDate(date.date);
  return date.time ? `${days}, ${withClock(date.time)}` : days;
}
