// Mails waiting to be delivered.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { issuedDocuments } from './accounting';
import { createdAt } from './columns';
import { orders } from './orders';

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    /** The order a mail is about (confirmation, shipping, credit note, course reminder): its page lists them. */
    orderId: uuid('order_id').references(() => orders.id),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** An invoice or credit note sent along as PDF, rendered from its frozen content on sending. */
    attachmentDocumentId: integer('attachment_document_id').references(() => issuedDocuments.id),
    // files sent with the mail (a calendar file, a PDF), their content in base64
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<'pending' | 'sent' | 'stored'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_status_idx').on(table.status, table.nextAttemptAt),
    index('outbox_order_idx').on(table.orderId),
  ],
);
