import type { InvoicingSettings } from '../../domain/shop-settings-schema';
import { staffRequest } from './staff-request';

// The backoffice's calls for what invoices and credit notes state.

export const invoicingSettingsQuery = {
  key: ['admin', 'invoicing', 'settings'] as const,
  load: () => staffRequest<InvoicingSettings>('/api/admin/invoicing/settings'),
};

export const saveInvoicingSettings = (settings: InvoicingSettings) =>
  staffRequest<InvoicingSettings>('/api/admin/invoicing/settings', {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
