import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DiscountRulesInput, NewDiscountCode } from '../../domain/discount-schema';
import { actorOf } from '../audit/service';
import {
  createDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from '../catalog/discount-admin';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';

const CodeParams = z.object({ code: z.string().trim().min(1).max(64) });

/**
 * Discount codes for staff (behind the staff guard): create, change, end. None is deleted:
 * orders name the code they used.
 */
export function discountAdminRoutes(
  app: FastifyInstance,
  deps: { db: Db; today: () => string },
): void {
  app.get('/api/admin/discount-codes', async () => listDiscountCodes(deps.db, deps.today()));

  app.post('/api/admin/discount-codes', async (request, reply) => {
    const input = parseInput(NewDiscountCode, request.body, 'body');
    const created = await createDiscountCode(deps.db, actorOf(request), input, deps.today());
    request.log.info({ code: created.code, by: request.staff?.user.id }, 'discount code created');
    return reply.status(201).send(created);
  });

  app.put('/api/admin/discount-codes/:code', async (request) => {
    const { code } = parseInput(CodeParams, request.params, 'params');
    const rules = parseInput(DiscountRulesInput, request.body, 'body');
    const updated = await updateDiscountCode(deps.db, actorOf(request), code, rules, deps.today());
    request.log.info({ code, by: request.staff?.user.id, rules }, 'discount code changed');
    return updated;
  });
}
