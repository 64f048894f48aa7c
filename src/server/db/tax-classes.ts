import type { TaxDefaults } from '../../domain/shop-settings-schema';
import type { Db, Tx } from './client';
import { taxClasses } from './schema';

/**
 * The German VAT rates a product can carry (docs/decisions/019-money-and-totals.md). Staff pick
 * one per product and a default per product type; no screen edits the list, so every shop needs
 * it from its first start, demo catalogue or not.
 */
export const TAX_CLASSES = [
  { id: 'exempt', name: 'Steuerfrei (Honig)', rateBp: 0 },
  { id: 'reduced', name: 'Ermäßigter Steuersatz 7 %', rateBp: 700 },
  { id: 'standard', name: 'Regelsteuersatz 19 %', rateBp: 1900 },
];

/**
 * Each product type's class until staff choose (Einstellungen): honey free of VAT as the spec
 * has it, everything else 19 % (docs/shop/cart.md#vat).
 */
export const DEFAULT_TAX_CLASSES: TaxDefaults = {
  honig: 'exempt',
  drink: 'standard',
  course: 'standard',
  care: 'standard',
  strength: 'standard',
  other: 'standard',
};

/** Adds the rates a database lacks; ones already there (perhaps renamed) are kept. */
export async function ensureTaxClasses(db: Db | Tx): Promise<void> {
  await db.insert(taxClasses).values(TAX_CLASSES).onConflictDoNothing();
}
