import { z } from 'zod';
import { AUDIT_ACTIONS, type FieldChange as FieldChangeShape } from './audit';

// a field's values are whatever the entity stored: the trail shows them as they were
const FieldChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
}) satisfies z.ZodType<FieldChangeShape>;

/** One write in an entity's history, as the backoffice lists it (newest first). */
export const AuditEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  staffName: z.string(),
  at: z.string(),
  changes: z.array(FieldChange),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
