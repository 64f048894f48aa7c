import { z } from 'zod';
import { RowIdParam } from '../../domain/row-id';
import {
  AdminWaitlistEntry,
  LinkToken,
  WaitlistEntryView,
  WaitlistJoin,
  WaitlistMove,
} from '../../domain/waitlist-schema';
import { actorOf } from '../audit/service';
import type { Api } from '../http/typed-routes';
import { adminWaitlist, moveWaitlistEntry, removeWaitlistEntry } from './admin';
import {
  confirmWaitlistEntry,
  joinWaitlist,
  leaveWaitlist,
  type WaitlistDeps,
  waitlistEntryView,
} from './service';

const TokenParams = z.object({ token: LinkToken });
const IdParams = z.object({ id: RowIdParam });
const Accepted = z.object({ ok: z.literal(true) });
const tags = ['Warteliste'];

/** The waitlist of full course dates (docs/shop/courses.md#waitlist). */
export function waitlistRoutes(app: Api, deps: WaitlistDeps): void {
  app.post(
    '/api/waitlist',
    {
      // each entry mails the address it names: not a relay for strangers
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Join a full date’s waitlist; the entry counts once the mailed link confirms it (the same answer for an address already waiting)',
        body: WaitlistJoin,
        response: { 202: Accepted },
      },
    },
    async (request, reply) => {
      await joinWaitlist(deps, request.body);
      return reply.status(202).send({ ok: true });
    },
  );
  app.get(
    '/api/waitlist/:token',
    {
      schema: {
        tags,
        summary: 'A waitlist entry by its personal link: its state, place in the queue, offer',
        params: TokenParams,
        response: { 200: WaitlistEntryView },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await waitlistEntryView(deps.db, request.params.token)),
  );
  app.post(
    '/api/waitlist/:token/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address (double opt-in): the entry joins the queue',
        params: TokenParams,
        response: { 200: WaitlistEntryView },
      },
    },
    async (request) => confirmWaitlistEntry(deps, request.params.token),
  );
  app.post(
    '/api/waitlist/:token/leave',
    {
      schema: {
        tags,
        summary: 'Leave the waitlist; an offer held goes on to the next',
        params: TokenParams,
        response: { 200: WaitlistEntryView },
      },
    },
    async (request) => {
      await leaveWaitlist(deps, request.params.token);
      return waitlistEntryView(deps.db, request.params.token);
    },
  );
}

const adminTags = ['Backoffice: Warteliste'];

export function waitlistAdminRoutes(app: Api, deps: WaitlistDeps): void {
  app.get(
    '/api/admin/course-dates/:id/waitlist',
    {
      schema: {
        tags: adminTags,
        summary: 'A date’s waitlist: confirmed entries in their order, then the unconfirmed',
        params: IdParams,
        response: { 200: z.array(AdminWaitlistEntry) },
      },
    },
    async (request) => adminWaitlist(deps.db, request.params.id),
  );
  app.post(
    '/api/admin/waitlist/:id/move',
    {
      schema: {
        tags: adminTags,
        summary: 'Move a waiting entry one up or down; answers the date’s list',
        params: IdParams,
        body: WaitlistMove,
        response: { 200: z.array(AdminWaitlistEntry) },
      },
    },
    async (request) =>
      moveWaitlistEntry(deps.db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/waitlist/:id',
    {
      schema: {
        tags: adminTags,
        summary: 'Take an entry off the waitlist; an offer it held goes on to the next',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeWaitlistEntry(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
