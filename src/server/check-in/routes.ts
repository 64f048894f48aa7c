import { berlinDay } from '../../domain/berlin-time';
import {
  CheckInList,
  CheckInParams,
  CheckInQuery,
  CheckInState,
} from '../../domain/check-in-schema';
import { actorOf } from '../audit/service';
import type { Db } from '../db/client';
import { participantListPdf } from '../documents/participant-list-pdf';
import { sendPdf } from '../documents/send-pdf';
import { documentSender } from '../documents/sender';
import type { Api } from '../http/typed-routes';
import type { ShopSettings } from '../settings/service';
import { checkInList, setCheckIn } from './service';

export interface CheckInDeps {
  db: Db;
  settings: ShopSettings;
  /** The shop's address until staff enter contact data (the list's sender line). */
  readonly shopEmail: string;
  now?: () => Date;
}

const tags = ['Backoffice: Kurse'];

/** Check-in at the course (behind the staff guard): a day's participants, "anwesend", the list to print. */
export function checkInAdminRoutes(app: Api, deps: CheckInDeps): void {
  const now = () => deps.now?.() ?? new Date();
  const listOf = (day: string | undefined) => {
    const at = now();
    return checkInList(deps.db, day ?? berlinDay(at), at);
  };

  app.get(
    '/api/admin/check-in',
    {
      schema: {
        tags,
        summary: 'The course dates of a day (Berlin; today unless named) and who is checked in',
        querystring: CheckInQuery,
        response: { 200: CheckInList },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await listOf(request.query.day)),
  );

  app.get(
    '/api/admin/check-in.pdf',
    {
      schema: {
        tags,
        summary: 'The day’s participant list (Teilnehmerliste) to print, as PDF',
        querystring: CheckInQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const list = await listOf(request.query.day);
      const sender = documentSender(deps.settings.current().contact, deps.shopEmail);
      return sendPdf(
        reply,
        await participantListPdf(list, sender),
        `teilnehmerliste-${list.day}.pdf`,
      );
    },
  );

  const declare = (summary: string) => ({
    schema: { tags, summary, params: CheckInParams, response: { 200: CheckInState } },
  });

  app.put(
    '/api/admin/check-in/:day/:id/:booking',
    declare(
      '"anwesend" for a booking’s paid places on a course day; only the day check-ins count for now (409 otherwise)',
    ),
    async (request) => {
      const { day, id, booking } = request.params;
      const target = { day, courseDateId: id, owner: booking };
      return setCheckIn(deps.db, actorOf(request), target, true, now());
    },
  );

  app.delete(
    '/api/admin/check-in/:day/:id/:booking',
    declare('Undo "anwesend" for a booking on a course day'),
    async (request) => {
      const { day, id, booking } = request.params;
      const target = { day, courseDateId: id, owner: booking };
      return setCheckIn(deps.db, actorOf(request), target, false, now());
    },
  );
}
