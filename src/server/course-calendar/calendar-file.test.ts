import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { berlinInstant } from '../../domain/berlin-time';
import { type CalendarBooking, courseCalendar } from './calendar-file';

// Calendar files read back with ical.js (a maintained iCalendar parser, Mozilla's): the zone
// comes from the file's own VTIMEZONE, so a wrong block would show as wrong instants.

const booking = (overrides: Partial<CalendarBooking> = {}): CalendarBooking => ({
  bookingId: 41,
  courseDateId: 7,
  title: 'Kräuterwanderung',
  location: 'Treffpunkt: Parkplatz am Hofladen',
  bring: 'Festes Schuhwerk, Regenjacke; ein Körbchen',
  days: ['2027-07-01'],
  time: '10:00 – 13:00 Uhr',
  attendee: 'Jürgen Müller',
  places: 2,
  manageUrl: `https://hofladen.example/kursbuchung/${'a'.repeat(64)}`,
  cancelled: false,
  ...overrides,
});
const options = { host: 'hofladen.example', stamp: new Date('2027-01-15T12:00:00Z') };

interface ReadEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  start: string;
  end: string;
  zone: string | undefined;
  allDay: boolean;
  status: unknown;
}

function readBack(text: string) {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events: ReadEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid,
      allDay: event.startDate.isDate,
      status: component.getFirstPropertyValue('status'),
    };
  });
  return {
    method: calendar.getFirstPropertyValue('method'),
    version: calendar.getFirstPropertyValue('version'),
    zones: calendar
      .getAllSubcomponents('vtimezone')
      .map((zone) => zone.getFirstPropertyValue('tzid')),
    events,
  };
}

describe('a course calendar file', () => {
  const processZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = processZone;
    ICAL.TimezoneService.reset();
  });

  it('is an RFC 5545 PUBLISH calendar with the Berlin zone and the course as its event', () => {
    const read = readBack(courseCalendar([booking()], options));
    expect(read.method).toBe('PUBLISH');
    expect(read.version).toBe('2.0');
    expect(read.zones).toEqual(['Europe/Berlin']);
    expect(read.events).toHaveLength(1);
    const [event] = read.events;
    expect(event).toMatchObject({
      uid: 'kurs-41-7-2027-07-01@hofladen.example',
      summary: 'Kräuterwanderung',
      location: 'Treffpunkt: Parkplatz am Hofladen',
      zone: 'Europe/Berlin',
      allDay: false,
      status: 'CONFIRMED',
    });
    expect(event?.description).toContain(
      'Bitte mitbringen: Festes Schuhwerk, Regenjacke; ein Körbchen',
    );
    expect(event?.description).toContain('Teilnehmer: Jürgen Müller (2 Plätze)');
    expect(event?.description).toContain(`https://hofladen.example/kursbuchung/${'a'.repeat(64)}`);
  });

  it('keeps the wall time in summer (CEST) and winter (CET)', () => {
    const summer = readBack(courseCalendar([booking({ days: ['2027-07-01'] })], options));
    expect(summer.events[0]).toMatchObject({
      start: '2027-07-01T08:00:00.000Z',
      end: '2027-07-01T11:00:00.000Z',
    });
    const winter = readBack(courseCalendar([booking({ days: ['2027-12-04'] })], options));
    expect(winter.events[0]).toMatchObject({
      start: '2027-12-04T09:00:00.000Z',
      end: '2027-12-04T12:00:00.000Z',
    });
  });

  it('has one event per day of a series across both clock changes, each at 10:00 Berlin time', () => {
    // 2027-03-28 and 2027-10-31 are the days the clocks change
    const days = [
      '2027-03-27',
      '2027-03-28',
      '2027-04-03',
      '2027-10-30',
      '2027-10-31',
      '2027-11-06',
    ];
    const read = readBack(
      courseCalendar([booking({ days, time: 'Samstags 10:00 – 13:00 Uhr' })], options),
    );
    expect(read.events.map((event) => event.start)).toEqual([
      '2027-03-27T09:00:00.000Z',
      '2027-03-28T08:00:00.000Z',
      '2027-04-03T08:00:00.000Z',
      '2027-10-30T08:00:00.000Z',
      '2027-10-31T09:00:00.000Z',
      '2027-11-06T09:00:00.000Z',
    ]);
    // the file's zone block agrees with the platform's time zone data on every day
    expect(read.events.map((event) => event.end)).toEqual(
      days.map((day) => berlinInstant(day, '13:00').toISOString()),
    );
    expect(new Set(read.events.map((event) => event.uid)).size).toBe(6);
    expect(read.events[1]?.description).toContain('Kurstag 2 von 6');
  });

  it('reads the same whatever the server process’s time zone', () => {
    const days = ['2027-03-28', '2027-10-31'];
    const files = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Berlin'].map((zone) => {
      process.env.TZ = zone;
      return courseCalendar([booking({ days }), booking({ days, time: 'ganztägig' })], options);
    });
    expect(new Set(files).size).toBe(1);
    expect(files[0]).toContain('DTSTART;TZID=Europe/Berlin:20270328T100000');
    expect(files[0]).toContain('DTSTAMP:20270115T120000Z');
  });

  it('makes all-day events of a time without clock times, and marks cancelled ones', () => {
    const read = readBack(
      courseCalendar([booking({ time: 'nach Absprache', cancelled: true })], options),
    );
    expect(read.events[0]).toMatchObject({
      allDay: true,
      summary: 'Abgesagt: Kräuterwanderung',
      status: 'CANCELLED',
    });
    expect(read.events[0]?.description).toContain('Zeit: nach Absprache');
  });

  it('names its events the same each time, whenever it is made, and several bookings apart', () => {
    const uids = (stamp: Date) =>
      readBack(
        courseCalendar([booking(), booking({ bookingId: 42 })], { ...options, stamp }),
      ).events.map((event) => event.uid);
    expect(uids(new Date('2027-02-01T00:00:00Z'))).toEqual(uids(options.stamp));
    expect(uids(options.stamp)).toEqual([
      'kurs-41-7-2027-07-01@hofladen.example',
      'kurs-42-7-2027-07-01@hofladen.example',
    ]);
  });

  it('points to the confirmation when it is reached without the booking’s own link', () => {
    const read = readBack(courseCalendar([booking({ manageUrl: null, bring: '' })], options));
    expect(read.events[0]?.description).toContain('Link in deiner Bestellbestätigung');
    expect(read.events[0]?.description).not.toContain('mitbringen');
  });
});
