import { z } from 'zod';
import { AUDIT_ENTITIES } from '../../domain/audit';
import { AuditEntry } from '../../domain/audit-schema';
import { auditTrail } from '../audit/service';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';

const TrailParams = z.object({
  entity: z.enum(AUDIT_ENTITIES),
  id: z.string().trim().min(1).max(200),
});

/** An entity's change history for its backoffice page (behind the staff guard). */
export function auditAdminRoutes(app: Api, deps: { db: Db }): void {
  app.get(
    '/api/admin/audit/:entity/:id',
    {
      schema: {
        tags: ['Backoffice'],
        summary: 'An entity’s change history',
        params: TrailParams,
        response: { 200: z.array(AuditEntry) },
      },
    },
    async (request) => auditTrail(deps.db, request.params.entity, request.params.id),
  );
}
