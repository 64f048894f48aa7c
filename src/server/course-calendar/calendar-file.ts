import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { addDays, SHOP_TIME_ZONE } from '../../domain/berlin-time';
import { placeCount } from '../../domain/course';
import { clockRange } from '../../domain/course-time';
import { formatDateWithWeekday } from '../../domain/dates';
import type { MailAttachment } from '../db/schema';

// docs/shop/courses.md#calendar-file and docs/decisions/033-course-decisions-reminders-check-in.md:
// a booked course as an RFC 5545 file, one event per course day, in Berlin time.

export interface CalendarBooking {
  /** The order line; with the date and the day it names each event for good (its UID). */
  bookingId: number;
  courseDateId: number;
  title: string;
  location: string;
  bring: string;
  /** Berlin calendar days (yyyy-mm-dd), in order: one for a single date, all of a group's. */
  days: readonly string[];
  /** The course time as staff wrote it ("Samstags 10:00 – 13:00 Uhr"). */
  time: string;
  attendee: string;
  places: number;
  /** The booking's own page; null where the file is reached without the booking's link. */
  manageUrl: string | null;
  /** Cancelled booking or date: re-imported, the events show as cancelled. */
  cancelled: boolean;
}

export const CALENDAR_FILE_NAME = 'kurs.ics';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

// Europe/Berlin under the EU rules in force since 1996 (last Sunday of March 02:00 → CEST, last
// Sunday of October 03:00 → CET), as tzurl.org publishes it. Every course date lies after 1996;
// should the EU end the clock changes, this block changes with it (the tests compare it with the
// platform's time zone data on both change days).
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * ical-generator writes a time of an event with a TZID from the Date's *local* fields, so the
 * wall time is built with the local constructor: it reads back the same in any process time zone.
 * (Only a time the process's own zone skips in spring would move; no course starts at 02:30.)
 */
function wallTime(day: string, clock: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes);
}

function description(booking: CalendarBooking, index: number, timed: boolean): string {
  const count = booking.days.length;
  return [
    ...(count > 1
      ? [
          `Kurstag ${index + 1} von ${count}. Alle Kurstage: ${booking.days.map(formatDateWithWeekday).join(', ')}`,
        ]
      : []),
    ...(timed ? [] : [`Zeit: ${booking.time}`]),
    `Teilnehmer: ${booking.attendee} (${placeCount(booking.places)})`,
    ...(booking.bring.trim() ? [`Bitte mitbringen: ${booking.bring.trim()}`] : []),
    booking.manageUrl
      ? `Buchung stornieren oder verlegen: ${booking.manageUrl}`
      : 'Stornieren oder verlegen kannst du über den Link in deiner Bestellbestätigung.',
  ].join('\n');
}

/**
 * The calendar file of these bookings: METHOD:PUBLISH, one VEVENT per course day with TZID
 * Europe/Berlin (all-day when the course time names no clock range). The UIDs depend on the
 * booking, its date and the day only, so importing a newer file updates the same events.
 */
export function courseCalendar(
  bookings: readonly CalendarBooking[],
  options: { host: string; stamp: Date },
): string {
  const calendar = ical({
    prodId: { company: 'Hofladen', product: 'Kurse', language: 'DE' },
    method: ICalCalendarMethod.PUBLISH,
    // no calendar-wide zone: ical-generator would then write DTSTAMP as a local time
    timezone: {
      name: null,
      generator: (zone) => (zone === SHOP_TIME_ZONE ? BERLIN_VTIMEZONE : null),
    },
  });
  for (const booking of bookings) {
    const range = clockRange(booking.time);
    booking.days.forEach((day, index) => {
      calendar.createEvent({
        id: `kurs-${booking.bookingId}-${booking.courseDateId}-${day}@${options.host}`,
        stamp: options.stamp,
        timezone: SHOP_TIME_ZONE,
        ...(range
          ? { start: wallTime(day, range.start), end: wallTime(day, range.end) }
          : {
              allDay: true,
              start: wallTime(day, '00:00'),
              end: wallTime(addDays(day, 1), '00:00'),
            }),
        summary: booking.cancelled ? `Abgesagt: ${booking.title}` : booking.title,
        location: booking.location || null,
        description: description(booking, index, range !== null),
        url: booking.manageUrl,
        status: booking.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      });
    });
  }
  return calendar.toString();
}

/** The file as a mail attachment (the outbox keeps it in base64). */
export const calendarAttachment = (content: string): MailAttachment => ({
  filename: CALENDAR_FILE_NAME,
  contentType: `${CALENDAR_CONTENT_TYPE}; method=PUBLISH`,
  contentBase64: Buffer.from(content, 'utf8').toString('base64'),
});
