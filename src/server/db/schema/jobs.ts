// Work due at a time (offers expiring, reminders, decision days, digests): one row per event,
// claimed by whichever server process gets to it first (docs/decisions/030-scheduled-jobs.md).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: serial('id').primaryKey(),
    // what to do ("waitlist.offer-expires") and for what ("offer 42"): one job per pair
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<unknown>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('scheduled_jobs_kind_key_idx').on(table.kind, table.key),
    index('scheduled_jobs_due_idx').on(table.dueAt).where(sql`${table.doneAt} is null`),
  ],
);
