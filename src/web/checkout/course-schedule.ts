import type { OrderLineSummary } from '../../domain/checkout-schema';
import { courseDays as daysOf, withClock } from '../../domain/dates';

type CourseBooking = NonNullable<OrderLineSummary['course']>;

/** "20.03.2027" or, for a series group, "Gruppe 2: 20.03.2027, 15.05.2027, …". */
export const courseDays = (course: CourseBooking) => daysOf(course.label, course.dates);

export const courseTime = (course: CourseBooking) => withClock(course.time);
