import type { FastifyInstance } from 'fastify';
import { CustomerEmail } from '../../domain/privacy-schema';
import { actorOf } from '../audit/service';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';
import { eraseCustomerData, exportCustomerData } from '../privacy/service';

/**
 * GDPR requests, answered by staff (behind the staff guard). The address travels in the body,
 * never in a URL that access logs would keep.
 */
export function privacyAdminRoutes(
  app: FastifyInstance,
  deps: { db: Db; catalog: CatalogCaches },
): void {
  app.post('/api/admin/privacy/export', async (request) => {
    const { email } = parseInput(CustomerEmail, request.body, 'body');
    const data = await exportCustomerData(deps.db, email);
    request.log.info({ by: request.staff?.user.id, orders: data.orders.length }, 'data exported');
    return data;
  });

  app.post('/api/admin/privacy/erase', async (request) => {
    const { email } = parseInput(CustomerEmail, request.body, 'body');
    const erased = await eraseCustomerData(deps.db, actorOf(request), email);
    if (erased.ratings > 0) deps.catalog.invalidate();
    request.log.info({ by: request.staff?.user.id, erased }, 'customer data erased');
    return { erased };
  });
}
