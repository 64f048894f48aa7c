import type { OpeningHours, PickupCalendar } from './pickup-dates';

// A pickup place as the shop shows it: the farm shop or a market stall, its hours and until when
// an order for a day is taken. Read without zod: the cart and the mails show it.

export interface PickupPlace extends PickupCalendar {
  id: number;
  name: string;
  street: string;
  postalCode: string;
  town: string;
  /** Where exactly ("Stand am Rathausplatz, neben dem Käsewagen"); may be empty. */
  description: string;
  /** Inactive places are offered to nobody; orders keep pointing at them. */
  active: boolean;
  /** Optimistic locking, as products have it: a save names the version it started from. */
  version: number;
}

export const WEEKDAY_NAMES = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

const clock = (time: string) => time.replace(/^0(\d)/, '$1');

/**
 * "Samstag: 8:00–13:00 Uhr", one line per run of weekdays with the same hours, Monday first:
 * "Montag–Freitag: 9:00–12:00 Uhr", "Dienstag und Donnerstag" stay two lines apart.
 */
export function openingHoursLines(hours: readonly OpeningHours[]): string[] {
  const days = WEEKDAY_NAMES.map((name, index) => ({
    name,
    ranges: hours
      .filter((range) => range.weekday === index + 1)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((range) => `${clock(range.opens)}–${clock(range.closes)}`)
      .join(' und '),
  }));
  const runs: { first: string; last: string; ranges: string }[] = [];
  days.forEach((day, index) => {
    const run = runs.at(-1);
    if (!day.ranges) return;
    if (run && run.ranges === day.ranges && days[index - 1]?.name === run.last) run.last = day.name;
    else runs.push({ first: day.name, last: day.name, ranges: day.ranges });
  });
  return runs.map((run) => {
    const name = run.first === run.last ? run.first : `${run.first}–${run.last}`;
    return `${name}: ${run.ranges} Uhr`;
  });
}

/** "Bestellschluss: 2 Tage vorher, 18:00 Uhr" — how the backoffice and the cart name it. */
export function cutoffText({ daysBefore, time }: PickupCalendar['cutoff']): string {
  const when =
    daysBefore === 0
      ? 'am selben Tag'
      : daysBefore === 1
        ? 'am Vortag'
        : `${daysBefore} Tage vorher`;
  return `Bestellschluss: ${when}, ${clock(time)} Uhr`;
}

/** One line for mails and labels: "Hofladen Sonnenwiese, Lindenweg 4, 14467 Potsdam". */
export const placeAddress = (place: Pick<PickupPlace, 'street' | 'postalCode' | 'town'>) =>
  `${place.street}, ${place.postalCode} ${place.town}`;
