import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CourseDateInput,
  courseDateFormValues,
  courseDatePayload,
  MAX_COURSE_DAYS,
  NEW_COURSE_DATE,
} from './course-date-schema';

const single = { startsOn: '2027-06-01', time: '10:00 – 16:00 Uhr', totalSpace: 8, fixedDates: [] };
const firstProblem = (input: unknown) => {
  const result = CourseDateInput.safeParse(input);
  return result.success
    ? null
    : { field: result.error.issues[0]?.path[0], message: result.error.issues[0]?.message };
};

const day = fc
  .date({ min: new Date('2027-01-01'), max: new Date('2029-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('CourseDateInput', () => {
  it('takes what the form sends: places as text, an empty group as none', () => {
    expect(CourseDateInput.parse({ ...single, totalSpace: ' 12 ', label: '  ' })).toEqual({
      ...single,
      totalSpace: 12,
      label: null,
      minParticipants: null,
      decisionOn: null,
      decisionDaysBefore: null,
    });
    // a minimum needs its decision day (docs/shop/courses.md#minimum-participants)
    expect(firstProblem({ ...single, minParticipants: '5' })?.message).toBe(
      'Bitte einen Entscheidungstag angeben: ein Datum oder wie viele Tage vorher.',
    );
    expect(
      CourseDateInput.parse({ ...single, minParticipants: '5', decisionDaysBefore: '7' }),
    ).toMatchObject({
      minParticipants: 5,
      decisionDaysBefore: 7,
    });
    expect(CourseDateInput.parse({ ...single, label: ' Gruppe 1 ' }).label).toBe('Gruppe 1');
  });

  it('answers each wrong field in German', () => {
    expect(firstProblem({ ...single, startsOn: '' })).toEqual({
      field: 'startsOn',
      message: 'Bitte ein Datum wählen.',
    });
    // PostgreSQL refuses a day that does not exist, so the schema must too
    expect(firstProblem({ ...single, startsOn: '2027-02-30' })?.message).toBe(
      'Bitte ein Datum wählen.',
    );
    expect(firstProblem({ ...single, time: ' ' })?.message).toBe('Bitte eine Uhrzeit eingeben.');
    expect(firstProblem({ ...single, time: 'a\u0000b' })?.message).toBe(
      'Die Uhrzeit enthält unzulässige Zeichen.',
    );
    expect(firstProblem({ ...single, time: 'x'.repeat(101) })?.message).toBe(
      'Die Uhrzeit darf höchstens 100 Zeichen haben.',
    );
    expect(CourseDateInput.parse({ ...single, totalSpace: '0' }).totalSpace).toBe(0);
    for (const totalSpace of ['-1', 501, -1])
      expect(firstProblem({ ...single, totalSpace })?.message).toBe(
        'Die Zahl der Plätze muss zwischen 0 und 500 liegen.',
      );
    for (const totalSpace of ['2,5', '', '1e3', '0x10'])
      expect(firstProblem({ ...single, totalSpace })?.message).toBe(
        'Die Zahl der Plätze muss eine ganze Zahl sein.',
      );
    expect(firstProblem({ ...single, totalSpace: 2.5 })?.message).toBe(
      'Die Zahl der Plätze muss eine ganze Zahl sein.',
    );
    expect(firstProblem({ ...single, totalSpace: true })?.field).toBe('totalSpace');
    expect(firstProblem({ ...single, label: 'G'.repeat(61) })?.message).toBe(
      'Die Gruppe darf höchstens 60 Zeichen haben.',
    );
    expect(firstProblem({ ...single, extra: 1 })).not.toBeNull();
  });

  it('wants the days of a group to begin with its date, and at most 30 of them', () => {
    expect(firstProblem({ ...single, fixedDates: ['2027-07-01'] })).toEqual({
      field: 'fixedDates',
      message: 'Der erste Kurstag muss das Datum des Termins sein.',
    });
    expect(firstProblem({ ...single, fixedDates: ['2027-05-01', '2027-06-01'] })?.field).toBe(
      'fixedDates',
    );
    const many = Array.from({ length: MAX_COURSE_DAYS + 1 }, (_, day) =>
      new Date(Date.UTC(2027, 5, 1 + day)).toISOString().slice(0, 10),
    );
    expect(firstProblem({ ...single, fixedDates: many })?.message).toBe('Höchstens 30 Kurstage.');
  });

  it('keeps the days of a group sorted and each once, whatever order staff add them in', () => {
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: MAX_COURSE_DAYS }), (days) => {
        const startsOn = [...days].sort()[0];
        const { fixedDates } = CourseDateInput.parse({ ...single, startsOn, fixedDates: days });
        expect(new Set(fixedDates)).toEqual(new Set(days));
        for (let index = 1; index < fixedDates.length; index += 1)
          expect((fixedDates[index - 1] ?? '') < (fixedDates[index] ?? '')).toBe(true);
        // saved and opened again, the group stays as it is
        expect(CourseDateInput.parse({ ...single, startsOn, fixedDates }).fixedDates).toEqual(
          fixedDates,
        );
      }),
    );
  });
});

describe('the course date form', () => {
  const line = fc.string({ maxLength: 30 }).map((text) => text.replace(/\p{Cc}/gu, '').trim());
  const stored = (series: boolean) =>
    fc
      .record({
        days: fc.uniqueArray(day, { minLength: 1, maxLength: MAX_COURSE_DAYS }),
        time: line.filter((time) => time.length > 0),
        totalSpace: fc.integer({ min: 0, max: 500 }),
        label: fc.option(line.filter((label) => label.length > 0)),
        minParticipants: fc.option(fc.integer({ min: 1, max: 500 })),
        daysBefore: fc.integer({ min: 0, max: 365 }),
      })
      .map(({ days, label, minParticipants, daysBefore, ...rest }) => {
        const [startsOn = '', ...later] = [...days].sort();
        // a minimum comes with its decision day, here as days before
        const decision = {
          minParticipants,
          decisionOn: null,
          decisionDaysBefore: minParticipants === null ? null : daysBefore,
        };
        return series
          ? {
              ...rest,
              ...decision,
              startsOn,
              label,
              fixedDates: later.length > 0 ? [startsOn, ...later] : [],
            }
          : { ...rest, ...decision, startsOn, label: null, fixedDates: [] };
      });

  it('shows a stored date so that saving it unchanged stores the same date', () => {
    for (const series of [true, false])
      fc.assert(
        fc.property(stored(series), (date) => {
          const payload = courseDatePayload(courseDateFormValues(date), series);
          expect(CourseDateInput.parse(payload)).toEqual(date);
        }),
      );
  });

  it('sends a group and its days only for a series course', () => {
    const values = {
      ...NEW_COURSE_DATE,
      startsOn: '2027-06-01',
      time: '10:00 Uhr',
      totalSpace: '8',
      label: 'Gruppe 1',
      furtherDays: ['2027-06-08'],
    };
    expect(courseDatePayload(values, true)).toMatchObject({
      label: 'Gruppe 1',
      fixedDates: ['2027-06-01', '2027-06-08'],
    });
    expect(courseDatePayload(values, false)).toMatchObject({ label: '', fixedDates: [] });
  });

  it('refuses a further day before the date itself, at the group’s days', () => {
    const values = { ...NEW_COURSE_DATE, startsOn: '2027-06-08', time: '10:00 Uhr' };
    const payload = courseDatePayload(
      { ...values, totalSpace: '8', furtherDays: ['2027-06-01'] },
      true,
    );
    expect(firstProblem(payload)).toEqual({
      field: 'fixedDates',
      message: 'Der erste Kurstag muss das Datum des Termins sein.',
    });
  });
});
