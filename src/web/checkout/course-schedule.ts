import type { OrderLineSummary } from '../../domain/checkout-schema';

type CourseBooking = NonNullable<OrderLineSummary['course']>;

// ISO days are split rather than parsed so the visitor's time zone cannot shift a course day
const formatDay = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
};

/** "20.03.2027" or, for a series group, "Gruppe 2: 20.03.2027, 15.05.2027, …". */
export function courseDays(course: CourseBooking): string {
  const days = course.dates.map(formatDay).join(', ');
  return course.label ? `${course.label}: ${days}` : days;
}

/** "10:00 – 13:00 Uhr"; the catalogue writes some times with "Uhr" already. */
export const courseTime = (course: CourseBooking) =>
  /uhr/i.test(course.time) ? course.time : `${course.time} Uhr`;
