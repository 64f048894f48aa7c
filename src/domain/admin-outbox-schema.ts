import { z } from 'zod';
import { MAIL_STATUSES } from './admin-outbox';

export const OutboxRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof OutboxRow>;

export const OutboxPage = z.object({
  mails: z.array(OutboxRow),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /**
   * Whether the shop has a mail server (SMTP_URL). Without one every mail is kept here to read,
   * and sending one from here would only keep it again.
   */
  mailServer: z.boolean(),
});
export type OutboxPage = z.infer<typeof OutboxPage>;

/** One mail with the text the customer reads. */
export const OutboxMail = OutboxRow.extend({
  text: z.string(),
  /** The file name of the invoice or credit note sent along as PDF. */
  attachment: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
