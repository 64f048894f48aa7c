import { InvoicingSettings, InvoicingSettingsUpdate } from '../../domain/shop-settings-schema';
import { actorOf } from '../audit/service';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import type { ShopSettings } from '../settings/service';
import { invoicingSettings, saveInvoicingSettings } from './settings';

const tags = ['Backoffice: Dokumente'];
// what invoices state to the tax office is the owner's call
const ADMIN_ONLY = { staffRoles: ['admin' as const] };

/** Steuernummer, § 19 UStG and the number formats (behind the staff guard). */
export function invoicingSettingsRoutes(
  app: Api,
  deps: { db: Db; settings: ShopSettings; catalog: CatalogCaches },
): void {
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
    async (request) => {
      const saved = await saveInvoicingSettings(deps.db, actorOf(request), request.body);
      // § 19 UStG switched: the prices' VAT changes (invoices/small-business.ts), at once in this
      // process; the pages kept go with any write (app.ts)
      deps.catalog.invalidate();
      // saved either way: the pages' copy catches up within seconds if this read fails
      await deps.settings
        .reloadAfterSave()
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'reading the settings after a save failed'),
        );
      return saved;
    },
  );
}
