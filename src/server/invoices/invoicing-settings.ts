import { inArray } from 'drizzle-orm';
import {
  ContactSettings,
  DEFAULT_INVOICING,
  InvoicingSettings,
} from '../../domain/shop-settings-schema';
import { builtOnce } from '../db/built-once';
import type { Db, Tx } from '../db/client';
import { shopSettings } from '../db/schema';

export interface InvoicingInputs {
  invoicing: InvoicingSettings;
  contact: ContactSettings | null;
}

// read by every payment's invoice: built once per connection (db/built-once.ts)
const invoicingRows = builtOnce([], (db) =>
  db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, ['invoicing', 'contact'])),
);

/**
 * The settings a document is issued under, read in the issuing transaction itself: an invoice
 * carries the seller's data and number format as saved at that moment, whatever process issues it.
 */
export async function invoicingInputs(db: Db | Tx): Promise<InvoicingInputs> {
  const rows = await invoicingRows(db, {});
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const invoicing = InvoicingSettings.safeParse(stored.get('invoicing'));
  const contact = ContactSettings.safeParse(stored.get('contact'));
  return {
    invoicing: invoicing.success ? invoicing.data : DEFAULT_INVOICING,
    contact: contact.success ? contact.data : null,
  };
}
