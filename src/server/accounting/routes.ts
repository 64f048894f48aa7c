import { z } from 'zod';
import {
  AccountingExportRow,
  AccountingMonth,
  AccountingOverview,
  AccountingSettings,
  AccountingSettingsView,
  EXPORT_FILES,
  ExportBody,
} from '../../domain/accounting-schema';
import { actorOf } from '../audit/service';
import type { Api } from '../http/typed-routes';
import { type AccountingDeps, accountingOverview, exportFile, exportMonth } from './service';
import { accountingSettingsView, saveAccountingSettings } from './settings';

const tags = ['Backoffice: Buchhaltung'];
// which accounts the shop books on is the owner's call, with the tax adviser
const ADMIN_ONLY = { staffRoles: ['admin' as const] };
const FileParams = z.object({ month: AccountingMonth, file: z.enum(EXPORT_FILES) });

/** The monthly export for the tax adviser (behind the staff guard; docs/shop/accounting.md). */
export function accountingAdminRoutes(app: Api, deps: AccountingDeps): void {
  app.get(
    '/api/admin/accounting/exports',
    {
      schema: {
        tags,
        summary: 'The exported months with their counts and sums, and the month to export next',
        response: { 200: AccountingOverview },
      },
    },
    async () => accountingOverview(deps),
  );

  app.post(
    '/api/admin/accounting/exports',
    {
      schema: {
        tags,
        summary:
          'Export the next month once it is over: its invoices and credit notes, and any issued before and not exported yet',
        description:
          'A month already exported answers with that export. 409 when the month is not the next one, not over yet, the settings are missing or a tax rate has no revenue account.',
        body: ExportBody,
        response: { 200: AccountingExportRow },
      },
    },
    async (request) => {
      const exported = await exportMonth(deps, actorOf(request), request.body.month);
      request.log.info(
        { month: exported.month, exportId: exported.id, by: request.staff?.user.id },
        'accounting month exported',
      );
      return exported;
    },
  );

  app.get(
    '/api/admin/accounting/exports/:month/:file',
    {
      schema: {
        tags,
        summary:
          'An export’s file as made: "csv" the list of documents (UTF-8), "datev" the DATEV Buchungsstapel (Windows-1252)',
        params: FileParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { month, file } = request.params;
      const { bytes, fileName } = await exportFile(deps.db, month, file);
      return reply
        .header('content-type', `text/csv; charset=${file === 'datev' ? 'windows-1252' : 'utf-8'}`)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/api/admin/accounting/settings',
    {
      schema: {
        tags,
        summary: 'The DATEV numbers and accounts the export uses',
        response: { 200: AccountingSettingsView },
      },
    },
    async () => accountingSettingsView(deps.db),
  );

  app.put(
    '/api/admin/accounting/settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Save the DATEV numbers and accounts; exports made before keep theirs',
        body: AccountingSettings,
        response: { 200: AccountingSettingsView },
      },
    },
    async (request) => saveAccountingSettings(deps.db, actorOf(request), request.body),
  );
}
