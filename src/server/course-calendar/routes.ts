import { z } from 'zod';
import { PaymentSessionId } from '../../domain/checkout-schema';
import { ManageToken } from '../../domain/waitlist-schema';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import { CALENDAR_CONTENT_TYPE, CALENDAR_FILE_NAME } from './calendar-file';
import { bookingCalendar, type CalendarShop, sessionCalendar } from './service';

export interface CalendarDeps {
  db: Db;
  shop: CalendarShop;
  now?: () => Date;
}

const produces = ['text/calendar'];

// names a booking's days and attendee: never cached; saved as a file the calendar app opens
const sendCalendar = (
  reply: { header(name: string, value: string): unknown; send(payload: string): unknown },
  calendar: string,
) => {
  reply.header('content-type', CALENDAR_CONTENT_TYPE);
  reply.header('content-disposition', `attachment; filename="${CALENDAR_FILE_NAME}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(calendar);
};

/** "Zum Kalender hinzufügen" (docs/shop/courses.md#calendar-file). */
export function courseCalendarRoutes(app: Api, deps: CalendarDeps): void {
  const now = () => deps.now?.() ?? new Date();
  app.get(
    '/api/course-bookings/:token/calendar.ics',
    {
      schema: {
        tags: ['Kursbuchung'],
        summary: 'The booked course days as an iCalendar file (RFC 5545, Europe/Berlin)',
        description:
          'One event per course day; a cancelled booking or date has its events marked cancelled.',
        params: z.object({ token: ManageToken }),
        produces,
      },
    },
    async (request, reply) =>
      sendCalendar(reply, await bookingCalendar(deps.db, deps.shop, request.params.token, now())),
  );
  app.get(
    '/api/checkout/sessions/:sessionId/calendar.ics',
    {
      schema: {
        tags: ['Bestellstatus'],
        summary: 'The course days of the order paid in this checkout session, as an iCalendar file',
        description:
          'For the success page; without the bookings’ own links, which only the confirmation mail carries.',
        params: z.object({ sessionId: PaymentSessionId }),
        produces,
      },
    },
    async (request, reply) =>
      sendCalendar(
        reply,
        await sessionCalendar(deps.db, deps.shop, request.params.sessionId, now()),
      ),
  );
}
