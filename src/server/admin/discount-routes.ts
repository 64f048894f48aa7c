import { z } from 'zod';
import {
  DiscountCodeView,
  DiscountRulesInput,
  NewDiscountCode,
} from '../../domain/discount-schema';
import { actorOf } from '../audit/service';
import {
  createDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from '../catalog/discount-admin';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';

const CodeParams = z.object({ code: z.string().trim().min(1).max(64) });

/**
 * Discount codes for staff (behind the staff guard): create, change, end. None is deleted:
 * orders name the code they used.
 */
export function discountAdminRoutes(app: Api, deps: { db: Db; today: () => string }): void {
  const tags = ['Backoffice: Rabattcodes'];
  app.get(
    '/api/admin/discount-codes',
    {
      schema: {
        tags,
        summary: 'Every code with its use and state today',
        response: { 200: z.array(DiscountCodeView) },
      },
    },
    async () => listDiscountCodes(deps.db, deps.today()),
  );

  app.post(
    '/api/admin/discount-codes',
    {
      schema: {
        tags,
        summary: 'Create a code',
        body: NewDiscountCode,
        response: { 201: DiscountCodeView },
      },
    },
    async (request, reply) => {
      const created = await createDiscountCode(
        deps.db,
        actorOf(request),
        request.body,
        deps.today(),
      );
      request.log.info({ code: created.code, by: request.staff?.user.id }, 'discount code created');
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/discount-codes/:code',
    {
      schema: {
        tags,
        summary: 'Change a code’s rules (percentage, validity, uses, active)',
        params: CodeParams,
        body: DiscountRulesInput,
        response: { 200: DiscountCodeView },
      },
    },
    async (request) => {
      const { code } = request.params;
      const rules = request.body;
      const updated = await updateDiscountCode(
        deps.db,
        actorOf(request),
        code,
        rules,
        deps.today(),
      );
      request.log.info({ code, by: request.staff?.user.id, rules }, 'discount code changed');
      return updated;
    },
  );
}
