import type { OrderLineSummary } from '../../domain/checkout-schema';
import { formatDate, withClock } from '../../domain/dates';

type CourseBooking = NonNullable<OrderLineSummary['course']>;

/** "20.03.2027" or, for a series group, "Gruppe 2: 20.03.2027, 15.05.2027, …". */
export function courseDays(course: CourseBooking): string {
  const days = course.dates.map(formatDate).join(', ');
  return course.label ? `${course.label}: ${days}` : days;
}

export const courseTime = (course: CourseBooking) => withClock(course.time);
