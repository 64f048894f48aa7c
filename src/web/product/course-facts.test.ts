import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { CourseDate, CourseInfo } from '../../domain/catalog-schema';
import { CourseFacts } from './course-facts';

const date = (id: number, day: string, time: string): CourseDate => ({
  id,
  label: null,
  date: day,
  time,
  totalSpace: 10,
  reserved: 0,
  free: 10,
  fixedDates: [day],
});
const course: CourseInfo = {
  series: false,
  time: '10:00 – 16:00 Uhr',
  location: 'Bienenstand hinter dem Hofladen',
  sections: [],
  dates: [date(1, '2027-05-08', '10:00 – 16:00'), date(2, '2027-05-15', '20:00 – 22:00')],
};

it("names a date's own time where it is not the course's usual one", () => {
  const text = renderToStaticMarkup(createElement(CourseFacts, { course })).replace(
    /<[^>]+>/g,
    '|',
  );
  expect(text).toContain('|08.05.2027|');
  expect(text).toContain('15.05.2027, 20:00 – 22:00 Uhr');
  expect(text).toContain('|Uhrzeit||10:00 – 16:00 Uhr|');
});
