import type { CourseDate } from '../../domain/catalog-schema';
import { courseDays, withClock } from '../../domain/dates';

/** "24.04.2027, 15:00 – 17:30 Uhr"; a series group lists all its fixed days. */
export function courseDateText(date: CourseDate): string {
  const days = courseDays(date.label, date.fixedDates);
  return date.time ? `${days}, ${withClock(date.time)}` : days;
}
