// Invoices, credit notes, refunds and the accounting exports that hand them to the tax adviser
// (issue 28, docs/decisions/029-invoices-and-refunds.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CountedKind, DocumentContent, DocumentKind } from '../../../domain/invoice-content';
import type { RefundedLine } from '../../../domain/refund-amounts';
import type { RateTotals } from '../../../domain/tax';
import { createdAt } from './columns';
import { orders } from './orders';
import { withdrawals } from './withdrawals';

/**
 * The last number given per kind and year. Taken with `insert … on conflict do update … returning`
 * inside the transaction that issues the document: the row stays locked until it commits, so
 * concurrent issuers queue and a rolled-back one gives its number back — no gap, no duplicate.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').$type<CountedKind>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

/**
 * A document to be numbered and written as its transaction commits (invoices): a deferred
 * trigger (migration 0032) takes the next number from `document_counters`, writes the document
 * to `issued_documents`, attaches it to its mail and deletes this row, all within the commit. The
 * counter is then held for the commit alone, not for a round trip through a busy server between
 * the number and the commit (docs/decisions/037-performance.md). Empty outside a transaction.
 */
export const documentsToIssue = pgTable('documents_to_issue', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<CountedKind>().notNull(),
  year: integer('year').notNull(),
  // the number format's parts for the year (domain/document-number.ts), put together in SQL
  numberPrefix: text('number_prefix').notNull(),
  numberDigits: integer('number_digits').notNull(),
  numberSuffix: text('number_suffix').notNull(),
  // no foreign keys: the row lives within its transaction, and issued_documents checks its own
  orderId: uuid('order_id').notNull(),
  refundId: uuid('refund_id'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  grossCents: integer('gross_cents').notNull(),
  /** Without its number: the trigger puts it in. */
  content: jsonb('content').$type<DocumentContent>().notNull(),
  /** The outbox mail (its dedupe key) the document goes out with, if any. */
  attachToMail: text('attach_to_mail'),
});

/** A customer's money going back: requested by staff, carried out by the payment provider. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    // the browser's key for one click: the same key again is the same refund
    requestKey: text('request_key').notNull().unique(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    // a cancellation fee kept of what the lines were worth (a booking cancelled by its link): the
    // credit note names it apart from the discount
    feeCents: integer('fee_cents').notNull().default(0),
    // each line's units and what they return; the tax per rate the credit note states
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    taxes: jsonb('taxes').$type<RateTotals[]>().notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    // what the form asked: the shipping may have been another refund's then and free again now,
    // so a retry of the same form is recognised by the request, not by what it took
    shippingAsked: boolean('shipping_asked').notNull().default(false),
    restock: boolean('restock').notNull(),
    // the order is cancelled with this refund (it returns everything still paid for)
    cancelsOrder: boolean('cancels_order').notNull().default(false),
    reason: text('reason').notNull(),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    requestedBy: text('requested_by').notNull(),
    // the staff account behind requestedBy, for the history its settlement writes
    requestedById: text('requested_by_id'),
    // staff cancelled a course booking with it: its settlement records the booking cancelled
    cancelsBooking: boolean('cancels_booking').notNull().default(false),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    // 0: a course booking cancelled with a fee that keeps all it cost (decision 032)
    check('refunds_amount_not_negative', sql`${table.amountCents} >= 0`),
  ],
);

/**
 * A month's documents handed to accounting; documents issued later go into a later export.
 * The files are kept as made, so a download later gives the same bytes whatever the settings
 * say by then (docs/decisions/031-accounting-export.md).
 */
export const accountingExports = pgTable(
  'accounting_exports',
  {
    id: serial('id').primaryKey(),
    // the last month whose documents it holds, "2026-11": exported once
    month: text('month').notNull(),
    documentCount: integer('document_count').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    // the list (UTF-8) and the DATEV Buchungsstapel (text that Windows-1252 holds), as made
    csv: text('csv').notNull(),
    datev: text('datev').notNull(),
  },
  (table) => [uniqueIndex('accounting_exports_month_idx').on(table.month)],
);

/**
 * Invoices and credit notes as issued: number, date and everything printed on them frozen in
 * `content`. Never changed or deleted (a database trigger refuses it) but for the export mark.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    // a credit note's refund; its cancellation names the same refund
    refundId: uuid('refund_id').references(() => refunds.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    grossCents: integer('gross_cents').notNull(),
    content: jsonb('content').$type<DocumentContent>().notNull(),
    exportId: integer('export_id').references(() => accountingExports.id),
  },
  (table) => [
    uniqueIndex('issued_documents_one_invoice_idx')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    index('issued_documents_order_idx').on(table.orderId),
    index('issued_documents_export_idx').on(table.exportId, table.issuedAt),
    uniqueIndex('issued_documents_one_per_refund_idx').on(table.refundId, table.kind),
    check(
      'issued_documents_correction_has_refund',
      sql`(${table.kind} = 'invoice') = (${table.refundId} is null)`,
    ),
  ],
);
