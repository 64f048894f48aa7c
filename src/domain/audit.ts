/** What the audit log records about: the things staff change in the backoffice. */
export const AUDIT_ENTITIES = [
  'product',
  'course_date',
  'course_booking',
  'discount_code',
  'settings',
  'rating',
  'legal_page',
  'order',
  'outbox',
  'staff_user',
  'pickup_place',
  'waitlist_entry',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'archived',
  'cancelled',
  'sent',
  'refunded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two states of an entity, in a stable order (the order keys
 * first appear); a field missing on one side counts as null there.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => !same(change.before, change.after));
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'angelegt',
  updated: 'geändert',
  deleted: 'gelöscht',
  archived: 'archiviert',
  cancelled: 'storniert',
  sent: 'gesendet',
  refunded: 'erstattet',
};
