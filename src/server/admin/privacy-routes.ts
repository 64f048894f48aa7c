import { CustomerDataErased, CustomerDataExport, CustomerEmail } from '../../domain/privacy-schema';
import { actorOf } from '../audit/service';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import { eraseCustomerData, exportCustomerData } from '../privacy/service';

/**
 * GDPR requests, answered by staff (behind the staff guard). The address travels in the body,
 * never in a URL that access logs would keep.
 */
export function privacyAdminRoutes(app: Api, deps: { db: Db; catalog: CatalogCaches }): void {
  const tags = ['Backoffice: Datenschutz'];
  app.post(
    '/api/admin/privacy/export',
    {
      schema: {
        tags,
        summary: 'Everything stored about a customer (Art. 15 GDPR)',
        body: CustomerEmail,
        response: { 200: CustomerDataExport },
      },
    },
    async (request) => {
      const data = await exportCustomerData(deps.db, request.body.email);
      request.log.info({ by: request.staff?.user.id, orders: data.orders.length }, 'data exported');
      return data;
    },
  );

  app.post(
    '/api/admin/privacy/erase',
    {
      schema: {
        tags,
        summary: 'Erase a customer’s personal data where the law allows (Art. 17 GDPR)',
        body: CustomerEmail,
        response: { 200: CustomerDataErased },
      },
    },
    async (request) => {
      const erased = await eraseCustomerData(deps.db, actorOf(request), request.body.email);
      if (erased.ratings > 0) deps.catalog.invalidate();
      request.log.info({ by: request.staff?.user.id, erased }, 'customer data erased');
      return { erased };
    },
  );
}
