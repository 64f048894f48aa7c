import { z } from 'zod';
import { OUTBOX_VIEWS } from '../../domain/admin-outbox';
import { OutboxMail, OutboxPage } from '../../domain/admin-outbox-schema';
import { RowIdParam } from '../../domain/row-id';
import { actorOf } from '../audit/service';
import type { Db } from '../db/client';
import { conflict, notFound } from '../errors';
import type { Api } from '../http/typed-routes';
import { listOutbox, outboxMail, retryMail } from '../mail/outbox-admin';

const ListQuery = z
  .object({
    view: z.enum(OUTBOX_VIEWS).default('alle'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** Part of the recipient's address or of the subject (an order number), any case. */
    q: z.string().trim().max(254).optional(),
  })
  .strict();
const MailParams = z.object({ id: RowIdParam });
const Queued = z.object({ queued: z.literal(true) });
const tags = ['Backoffice: E-Mails'];

/**
 * The outbox for staff (behind the staff guard): read what went out, or did not, and retry.
 * `mailServer`: whether SMTP_URL is set — without it there is nothing to retry with.
 */
export function outboxAdminRoutes(app: Api, deps: { db: Db; mailServer: boolean }): void {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        summary: 'Mails, newest first, by view; `q` finds a recipient or an order number',
        querystring: ListQuery,
        response: { 200: OutboxPage },
      },
    },
    async (request) => ({
      ...(await listOutbox(deps.db, request.query)),
      mailServer: deps.mailServer,
    }),
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      schema: {
        tags,
        summary: 'One mail as it was (or will be) sent',
        params: MailParams,
        response: { 200: OutboxMail },
      },
    },
    async (request) => {
      const { id } = request.params;
      const mail = await outboxMail(deps.db, id);
      if (!mail) throw notFound('Diese E-Mail gibt es nicht.');
      return mail;
    },
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        tags,
        summary: 'Send a failed or kept mail (now)',
        params: MailParams,
        response: { 202: Queued },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // without a mail server a queued mail would only be kept again: nothing is retried
      if (!deps.mailServer || !(await retryMail(deps.db, actorOf(request), id))) {
        if (!(await outboxMail(deps.db, id))) throw notFound('Diese E-Mail gibt es nicht.');
        if (!deps.mailServer)
          throw conflict(
            'NO_MAIL_SERVER',
            'Es ist kein SMTP-Server eingerichtet: Die E-Mail bleibt gespeichert, bis einer eingerichtet ist.',
          );
        throw conflict('ALREADY_SENT', 'Diese E-Mail ist schon versendet.');
      }
      request.log.info({ outboxId: id, by: request.staff?.user.id }, 'mail queued again');
      return reply.status(202).send({ queued: true as const });
    },
  );
}
