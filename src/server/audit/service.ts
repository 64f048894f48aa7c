import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AuditAction, type AuditEntity, changedFields } from '../../domain/audit';
import type { AuditEntry } from '../../domain/audit-schema';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { unauthorized } from '../errors';

/** Who made a change: kept by id and by name, so the history survives a removed account. */
export interface Actor {
  /** null: not a staff member (a customer changing their own booking by its link). */
  id: string | null;
  name: string;
}

/** Who acts when no staff member does: a scheduled job, e.g. a course date cancelled on its decision day. */
export const SHOP_ACTOR: Actor = { id: 'shop', name: 'Automatisch (Shop)' };

/** The signed-in staff member of an admin route (the guard has run before any handler). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.staff?.user;
  if (!user) throw unauthorized('UNAUTHENTICATED', 'Bitte melde dich an.');
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
}

export interface Change {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records one write; call it inside the write's transaction so neither lands without the other. */
export async function recordChange(db: Db | Tx, actor: Actor, change: Change): Promise<void> {
  await db.insert(auditLog).values({
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    // the shop's own scheduled work (docs/decisions/030-scheduled-jobs.md) has no staff account
    staffUserId: actor.id === SHOP_ACTOR.id ? null : actor.id,
    staffName: actor.name,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** An entity's history, newest first, as the fields that changed with each write. */
export async function auditTrail(
  db: Db,
  entity: AuditEntity,
  entityId: string,
  limit = 100,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    staffName: row.staffName,
    at: row.createdAt.toISOString(),
    changes: changedFields(row.before, row.after),
  }));
}
