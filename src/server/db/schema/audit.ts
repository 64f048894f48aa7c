// What staff changed: one row per write, with the state before and after.
import { index, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntity } from '../../../domain/audit';
import { createdAt } from './columns';
import { users } from './identity';

/**
 * Append-only. The staff member's name is copied in so the history still reads right after
 * their account is removed; before/after are the entity's fields as staff see them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt)],
);
