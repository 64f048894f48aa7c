import { addDays, berlinDay, berlinInstant, isoWeekday } from './berlin-time';
import { formatDateWithWeekday } from './dates';

// When a customer may collect an order at a pickup place (the farm shop, a market stall): on
// the place's weekdays, not on its closed days, and only if the order came in before the
// place's cutoff — "bis Donnerstag 18 Uhr für Samstag" is 2 days before, 18:00. All wall times
// are Berlin's; the clock is always passed in.

/** Hours on one weekday (1 Monday … 7 Sunday), "08:00" to "13:00"; a day may have several. */
export interface OpeningHours {
  weekday: number;
  opens: string;
  closes: string;
}

export interface PickupCalendar {
  openingHours: readonly OpeningHours[];
  /** Orders for a day close `daysBefore` calendar days earlier at `time` (Berlin). */
  cutoff: { daysBefore: number; time: string };
  /** Holidays, holidays of the stall's market, the farmer's own days off: yyyy-mm-dd. */
  closedDays: readonly string[];
}

// a place open on no day, or closed for longer, offers nothing: the search stops here
const HORIZON_DAYS = 366;

/** The instant from which `day` can no longer be chosen for this place. */
export const orderCutoff = (place: PickupCalendar, day: string): Date =>
  berlinInstant(addDays(day, -place.cutoff.daysBefore), place.cutoff.time);

const hoursOn = (place: PickupCalendar, day: string) =>
  place.openingHours.filter((hours) => hours.weekday === isoWeekday(day));

/** The place is open that day at all (a weekday with hours, and not a closed day). */
const isOpenOn = (place: PickupCalendar, day: string) =>
  hoursOn(place, day).length > 0 && !place.closedDays.includes(day);

// a same-day cutoff set later than closing time must not offer a stall that has packed up
function lastMoment(place: PickupCalendar, day: string): Date {
  const closes = hoursOn(place, day)
    .map((hours) => hours.closes)
    .sort()
    .at(-1);
  const cutoff = orderCutoff(place, day);
  if (!closes) return cutoff;
  const closing = berlinInstant(day, closes);
  return closing < cutoff ? closing : cutoff;
}

/** Why `day` cannot be chosen at `now` (German, for the cart and the 409), or null if it can. */
export function pickupDateProblem(place: PickupCalendar, day: string, now: Date): string | null {
  const when = formatDateWithWeekday(day);
  if (day < berlinDay(now)) return `${when} liegt in der Vergangenheit.`;
  if (place.closedDays.includes(day)) return `Am ${when} ist hier geschlossen.`;
  if (hoursOn(place, day).length === 0) return `Am ${when} gibt es hier keine Abholung.`;
  if (now >= lastMoment(place, day))
    return `Für ${when} ist Bestellschluss vorbei. Bitte wähle einen späteren Tag.`;
  return null;
}

export const isPickupDateValid = (place: PickupCalendar, day: string, now: Date): boolean =>
  pickupDateProblem(place, day, now) === null;

/** The next `count` days a customer may choose, earliest first; fewer if the year holds fewer. */
export function nextPickupDates(place: PickupCalendar, now: Date, count: number): string[] {
  const dates: string[] = [];
  const today = berlinDay(now);
  for (let offset = 0; offset <= HORIZON_DAYS && dates.length < count; offset += 1) {
    const day = addDays(today, offset);
    if (isOpenOn(place, day) && now < lastMoment(place, day)) dates.push(day);
  }
  return dates;
}

// "the evening before": late enough to be read after work, early enough to plan the morning
const REMINDER_TIME = '18:00';

/** When the reminder for a pickup on `day` goes out: 18:00 Berlin the day before. */
export const pickupReminderDue = (day: string): Date =>
  berlinInstant(addDays(day, -1), REMINDER_TIME);
