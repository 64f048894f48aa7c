import { z } from 'zod';
import {
  BookingMove,
  BookingView,
  CourseSelfServiceSettings,
  ManageToken,
} from '../../domain/waitlist-schema';
import { actorOf } from '../audit/service';
import type { Api } from '../http/typed-routes';
import { bookingView, cancelOwnBooking, moveOwnBooking, type SelfServiceDeps } from './service';
import { saveSelfServiceSettings, selfServiceSettings } from './settings';

const TokenParams = z.object({ token: ManageToken });
const tags = ['Kursbuchung'];

/** A course booking's own page (docs/shop/courses.md#your-booking); the token is the key. */
export function courseSelfServiceRoutes(app: Api, deps: SelfServiceDeps): void {
  app.get(
    '/api/course-bookings/:token',
    {
      schema: {
        tags,
        summary:
          'A course booking by its link: date, places, until when and at what fee it can be cancelled or moved',
        params: TokenParams,
        response: { 200: BookingView },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await bookingView(deps, request.params.token)),
  );
  app.post(
    '/api/course-bookings/:token/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel the booking before the cutoff: refunded through the provider less the fee, with a credit note',
        description:
          '409 after the cutoff and on a date the farm cancelled (it refunds in full); 502 when the provider has not confirmed yet (ask again: it refunds once).',
        params: TokenParams,
        response: { 200: BookingView },
      },
    },
    async (request) => cancelOwnBooking(deps, request.params.token),
  );
  app.post(
    '/api/course-bookings/:token/move',
    {
      schema: {
        tags,
        summary: 'Move the booking to another date of the same course that has room',
        description: '409 when either date is cancelled, the target is full or the cutoff passed.',
        params: TokenParams,
        body: BookingMove,
        response: { 200: BookingView },
      },
    },
    async (request) => moveOwnBooking(deps, request.params.token, request.body.courseDateId),
  );
}

export function courseSelfServiceAdminRoutes(app: Api, deps: { db: SelfServiceDeps['db'] }): void {
  app.get(
    '/api/admin/settings/course-self-service',
    {
      schema: {
        tags: ['Backoffice: Einstellungen'],
        summary:
          'How long waitlist offers hold, until when and at what fee bookings can be cancelled',
        response: { 200: CourseSelfServiceSettings },
      },
    },
    async () => selfServiceSettings(deps.db),
  );
  app.put(
    '/api/admin/settings/course-self-service',
    {
      schema: {
        tags: ['Backoffice: Einstellungen'],
        summary: 'Save the waitlist and self-service rules',
        body: CourseSelfServiceSettings,
        response: { 200: CourseSelfServiceSettings },
      },
    },
    async (request) => saveSelfServiceSettings(deps.db, actorOf(request), request.body),
  );
}
