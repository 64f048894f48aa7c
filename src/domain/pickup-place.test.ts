import { describe, expect, it } from 'vitest';
import { cutoffText, openingHoursLines, placeAddress } from './pickup-place';
import { PickupPlaceInput } from './pickup-place-schema';

const stall = {
  name: 'Wochenmarkt Potsdam',
  street: 'Bassinplatz 1',
  postalCode: '14467',
  town: 'Potsdam',
  openingHours: [{ weekday: 6, opens: '08:00', closes: '13:00' }],
  cutoff: { daysBefore: 2, time: '18:00' },
  closedDays: ['2026-12-26', '2026-05-16', '2026-05-16'],
};
const problems = (input: unknown) =>
  PickupPlaceInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('pickup places as staff enter them', () => {
  it('takes a market stall, sorting its closed days once each', () => {
    expect(PickupPlaceInput.parse(stall)).toEqual({
      ...stall,
      description: '',
      closedDays: ['2026-05-16', '2026-12-26'],
      active: true,
    });
  });

  it('refuses hours that end before they begin or overlap, and odd clock times', () => {
    const hours = (openingHours: object[]) => problems({ ...stall, openingHours });
    expect(hours([{ weekday: 6, opens: '13:00', closes: '08:00' }])).toEqual([
      'Die Öffnungszeit muss vor dem Ende liegen.',
    ]);
    expect(
      hours([
        { weekday: 2, opens: '09:00', closes: '12:00' },
        { weekday: 2, opens: '11:00', closes: '18:00' },
      ]),
    ).toEqual(['Zwei Zeitfenster eines Tages überschneiden sich.']);
    expect(hours([{ weekday: 6, opens: '8 Uhr', closes: '13:00' }])).toEqual([
      'Bitte eine Uhrzeit wie 08:00 eingeben.',
    ]);
    expect(hours([])).toEqual(['Bitte mindestens einen Abholtag mit Uhrzeit angeben.']);
  });

  it('refuses control characters, impossible days and a cutoff past two weeks', () => {
    expect(problems({ ...stall, name: 'Markt\u0000' })).toEqual([
      'Der Name enthält unzulässige Zeichen.',
    ]);
    expect(problems({ ...stall, closedDays: ['2026-02-30'] })).toEqual(['Bitte ein Datum wählen.']);
    expect(problems({ ...stall, cutoff: { daysBefore: 15, time: '18:00' } })).toEqual([
      'Bestellschluss: 0 bis 14 Tage vorher.',
    ]);
  });
});

describe('pickup places as customers read them', () => {
  it('lists hours by weekday, Monday first, in German', () => {
    expect(
      openingHoursLines([
        { weekday: 6, opens: '08:00', closes: '13:00' },
        { weekday: 2, opens: '14:00', closes: '18:00' },
        { weekday: 2, opens: '09:00', closes: '12:30' },
      ]),
    ).toEqual(['Dienstag: 9:00–12:30 und 14:00–18:00 Uhr', 'Samstag: 8:00–13:00 Uhr']);
  });

  it('joins a run of days with the same hours, and only a run', () => {
    const morning = (weekday: number) => ({ weekday, opens: '09:00', closes: '12:00' });
    expect(openingHoursLines([1, 2, 3, 4, 5].map(morning))).toEqual([
      'Montag–Freitag: 9:00–12:00 Uhr',
    ]);
    expect(
      openingHoursLines([
        morning(2),
        morning(4),
        morning(5),
        { weekday: 6, opens: '08:00', closes: '13:00' },
        morning(7),
      ]),
    ).toEqual([
      'Dienstag: 9:00–12:00 Uhr',
      'Donnerstag–Freitag: 9:00–12:00 Uhr',
      'Samstag: 8:00–13:00 Uhr',
      'Sonntag: 9:00–12:00 Uhr',
    ]);
  });

  it('names the cutoff and the address', () => {
    expect(cutoffText({ daysBefore: 2, time: '18:00' })).toBe(
      'Bestellschluss: 2 Tage vorher, 18:00 Uhr',
    );
    expect(cutoffText({ daysBefore: 1, time: '09:30' })).toBe(
      'Bestellschluss: am Vortag, 9:30 Uhr',
    );
    expect(placeAddress(stall)).toBe('Bassinplatz 1, 14467 Potsdam');
  });
});
