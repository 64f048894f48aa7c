import type {
  AccountingExportRow,
  AccountingOverview,
  AccountingSettings,
  AccountingSettingsView,
  ExportFile,
} from '../../domain/accounting-schema';
import { staffRequest } from './staff-request';

// The backoffice's calls for the monthly export to the tax adviser.

export const accountingKeys = {
  all: ['admin', 'accounting'] as const,
  overview: ['admin', 'accounting', 'exports'] as const,
  settings: ['admin', 'accounting', 'settings'] as const,
};

export const fetchAccountingOverview = () =>
  staffRequest<AccountingOverview>('/api/admin/accounting/exports');

export const exportAccountingMonth = (month: string) =>
  staffRequest<AccountingExportRow>('/api/admin/accounting/exports', {
    method: 'POST',
    body: JSON.stringify({ month }),
  });

export const fetchAccountingSettings = () =>
  staffRequest<AccountingSettingsView>('/api/admin/accounting/settings');

export const saveAccountingSettings = (settings: AccountingSettings) =>
  staffRequest<AccountingSettingsView>('/api/admin/accounting/settings', {
    method: 'PUT',
    body: JSON.stringify(settings),
  });

/** A plain link: the browser saves the file under the name the server gives. */
export const exportFileUrl = (month: string, file: ExportFile) =>
  `/api/admin/accounting/exports/${month}/${file}`;
