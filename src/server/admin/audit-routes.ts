import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUDIT_ENTITIES } from '../../domain/audit';
import { auditTrail } from '../audit/service';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';

const TrailParams = z.object({
  entity: z.enum(AUDIT_ENTITIES),
  id: z.string().trim().min(1).max(200),
});

/** An entity's change history for its backoffice page (behind the staff guard). */
export function auditAdminRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/api/admin/audit/:entity/:id', async (request) => {
    const { entity, id } = parseInput(TrailParams, request.params, 'params');
    return auditTrail(deps.db, entity, id);
  });
}
