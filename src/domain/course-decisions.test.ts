import { describe, expect, it } from 'vitest';
import {
  courseDateState,
  courseDateStateText,
  decisionDay,
  morningOf,
  pastDecisionDay,
  reminderDay,
} from './course-decisions';
import { clockRange } from './course-time';

describe('course decisions', () => {
  it('names the decision day by date or by days before, none without a minimum', () => {
    const rule = {
      startsOn: '2027-04-02',
      minParticipants: 5,
      decisionOn: null,
      decisionDaysBefore: 5,
    };
    expect(decisionDay(rule)).toBe('2027-03-28');
    expect(decisionDay({ ...rule, decisionOn: '2027-03-01' })).toBe('2027-03-01');
    expect(decisionDay({ ...rule, minParticipants: null })).toBeNull();
  });

  it('finds a decision day set before today, but not one that passed unchanged', () => {
    const rule = {
      startsOn: '2027-06-10',
      minParticipants: 5,
      decisionOn: null,
      decisionDaysBefore: 7,
    };
    const june5 = new Date('2027-06-05T09:00:00Z');
    // decided on 3 June: on 5 June it is past
    expect(pastDecisionDay(null, rule, june5)).toBe('2027-06-03');
    expect(pastDecisionDay({ ...rule, minParticipants: null }, rule, june5)).toBe('2027-06-03');
    expect(pastDecisionDay({ ...rule, decisionDaysBefore: 3 }, rule, june5)).toBe('2027-06-03');
    expect(pastDecisionDay(rule, rule, june5)).toBeNull();
    expect(pastDecisionDay(rule, { ...rule, decisionOn: '2027-06-03' }, june5)).toBeNull();
    expect(pastDecisionDay(rule, { ...rule, minParticipants: null }, june5)).toBeNull();
  });

  it('finds today past once its 08:00 Berlin decision time has come, across both clock changes', () => {
    const decidedOn = (decisionOn: string) => ({
      startsOn: '2027-12-01',
      minParticipants: 5,
      decisionOn,
      decisionDaysBefore: null,
    });
    // 28 March 2027, summer time from 02:00: 08:00 Berlin is 06:00 UTC
    const spring = decidedOn('2027-03-28');
    expect(pastDecisionDay(null, spring, new Date('2027-03-28T05:59:59.999Z'))).toBeNull();
    expect(pastDecisionDay(null, spring, new Date('2027-03-28T06:00:00Z'))).toBe('2027-03-28');
    // 31 October 2027, winter time from 03:00: 08:00 Berlin is 07:00 UTC (06:30 UTC is 07:30)
    const autumn = decidedOn('2027-10-31');
    expect(pastDecisionDay(null, autumn, new Date('2027-10-31T06:30:00Z'))).toBeNull();
    expect(pastDecisionDay(null, autumn, new Date('2027-10-31T07:00:00Z'))).toBe('2027-10-31');
    // tomorrow is never past, even late today
    expect(pastDecisionDay(null, autumn, new Date('2027-10-30T21:59:59Z'))).toBeNull();
  });

  it('says the state as staff read it', () => {
    const text = (cancelled: boolean, minParticipants: number | null, taken: number) =>
      courseDateStateText(courseDateState({ cancelled, minParticipants, taken }));
    expect(text(false, 5, 3)).toBe('noch offen (3 von min. 5)');
    expect(text(false, 5, 5)).toBe('findet statt');
    expect(text(false, null, 0)).toBe('findet statt');
    expect(text(true, 5, 7)).toBe('abgesagt');
  });

  it('puts morning work at 08:00 Berlin on both sides of each clock change', () => {
    expect(morningOf('2027-03-27').toISOString()).toBe('2027-03-27T07:00:00.000Z');
    expect(morningOf('2027-03-28').toISOString()).toBe('2027-03-28T06:00:00.000Z');
    expect(morningOf('2027-10-30').toISOString()).toBe('2027-10-30T06:00:00.000Z');
    expect(morningOf('2027-10-31').toISOString()).toBe('2027-10-31T07:00:00.000Z');
    expect(reminderDay('2027-04-01', 4)).toBe('2027-03-28');
  });

  it('reads the clock times of a course time text', () => {
    expect(clockRange('Samstags 10:00 – 13:00 Uhr')).toEqual({ start: '10:00', end: '13:00' });
    expect(clockRange('9 - 12.30 Uhr')).toEqual({ start: '09:00', end: '12:30' });
    expect(clockRange('ganztägig')).toBeNull();
    expect(clockRange('14:00 – 10:00')).toBeNull();
  });
});
