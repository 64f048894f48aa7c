import { addDays, berlinInstant } from './berlin-time';

// docs/shop/courses.md#minimum-participants: whether a date takes place, and when that is decided.

export interface DecisionRule {
  startsOn: string;
  minParticipants: number | null;
  decisionOn: string | null;
  decisionDaysBefore: number | null;
}

// decisions and reminders go out in the morning, Berlin time, when staff are at work
const MORNING = '08:00';

/** The instant a day's scheduled work (decision, reminder) is due: 08:00 Berlin time. */
export const morningOf = (day: string): Date => berlinInstant(day, MORNING);

/** The Berlin day the date is decided on; null when it has no minimum (it always takes place). */
export function decisionDay(rule: DecisionRule): string | null {
  if (rule.minParticipants === null) return null;
  if (rule.decisionOn) return rule.decisionOn;
  if (rule.decisionDaysBefore !== null) return addDays(rule.startsOn, -rule.decisionDaysBefore);
  return null;
}

/**
 * The decision day a change sets when its decision time (08:00 Berlin that day) has come by
 * `now`, else null: its job would be due at once and cancel the date at the next tick, with
 * nobody left time to book — today's day too, once staff save it after the morning's decisions
 * went out. Only a day that changes counts: a date whose day has passed (decided, or edited in
 * other fields) is left alone.
 */
export function pastDecisionDay(
  before: DecisionRule | null,
  after: DecisionRule,
  now: Date,
): string | null {
  const day = decisionDay(after);
  if (day === null || morningOf(day).getTime() > now.getTime()) return null;
  return before && decisionDay(before) === day ? null : day;
}

export type CourseDateState =
  | { kind: 'cancelled' }
  | { kind: 'takes-place' }
  | { kind: 'open'; taken: number; min: number };

export function courseDateState(date: {
  cancelled: boolean;
  minParticipants: number | null;
  taken: number;
}): CourseDateState {
  if (date.cancelled) return { kind: 'cancelled' };
  if (date.minParticipants === null || date.taken >= date.minParticipants)
    return { kind: 'takes-place' };
  return { kind: 'open', taken: date.taken, min: date.minParticipants };
}

/** "findet statt", "noch offen (3 von min. 5)" or "abgesagt", as the backoffice shows it. */
export function courseDateStateText(state: CourseDateState): string {
  if (state.kind === 'cancelled') return 'abgesagt';
  if (state.kind === 'takes-place') return 'findet statt';
  return `noch offen (${state.taken} von min. ${state.min})`;
}

/** The day a booking's reminder goes out: `daysBefore` calendar days before its first day. */
export const reminderDay = (firstDay: string, daysBefore: number): string =>
  addDays(firstDay, -daysBefore);
