import { InvoicingSettings, InvoicingSettingsUpdate } from '../../domain/shop-settings-schema';
import { actorOf } from '../audit/service';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import { invoicingSettings, saveInvoicingSettings } from './settings';

const tags = ['Backoffice: Dokumente'];
// what invoices state to the tax office is the owner's call
const ADMIN_ONLY = { staffRoles: ['admin' as const] };

/** Steuernummer, § 19 UStG and the number formats (behind the staff guard). */
export function invoicingSettingsRoutes(app: Api, deps: { db: Db }): void {
  app.get(
    '/api/admin/invoicing/settings',
    {
      schema: {
        tags,
        summary: 'The settings invoices and credit notes are issued under, defaults filled in',
        response: { 200: InvoicingSettings },
      },
    },
    async () => invoicingSettings(deps.db),
  );

  app.put(
    '/api/admin/invoicing/settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Save the invoicing settings; documents issued before keep what they say',
        body: InvoicingSettingsUpdate,
        response: { 200: InvoicingSettings },
      },
    },
    async (request) => saveInvoicingSettings(deps.db, actorOf(request), request.body),
  );
}
