// Proof of cookie consent.
import { index, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Append-only proof of consent: a new row per decision, never updated. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    configuration: jsonb('configuration').$type<Record<string, boolean>>().notNull(),
    serviceData: jsonb('service_data').$type<Record<string, unknown>>().notNull(),
    bannerVersion: text('banner_version').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('consent_records_uuid_idx').on(table.uuid, table.createdAt)],
);
