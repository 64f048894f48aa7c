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

/** "Samstag: 8:00–13:00 Uhr", one line per open weekday, Monday first. */
export function openingHoursLines(hours: readonly OpeningHours[]): string[] {
  return WEEKDAY_NAMES.flatMap((name, index) => {
    const ranges = hours
      .filter((range) => range.weekday === index + 1)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((range) => `${clock(range.opens)}–${clock(range.closes)}`);
    return ranges.length ? [`${name}: ${ranges.join(' und ')} Uhr`] : [];
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
