import { sql } from 'drizzle-orm';
import { shopSettings, taxClasses } from '../db/schema';

/**
 * Whether the shop sells as a small business (§ 19 UStG) now: the invoicing setting, read inside
 * the statement that prices, so a save counts for the next price shown or charged in any process.
 * A value of another shape reads as false, as the settings schema's default does.
 */
export const smallBusinessNow = sql<boolean>`coalesce((select (${shopSettings.value} -> 'smallBusiness') = 'true'::jsonb
  from ${shopSettings} where ${shopSettings.key} = 'invoicing'), false)`;

/**
 * The same reading in JavaScript, of the stored invoicing setting: `smallBusiness` exactly `true`
 * (JSON's true, as the SQL compares), anything else false, so the two never disagree.
 */
export const isSmallBusiness = (invoicing: unknown): boolean =>
  typeof invoicing === 'object' &&
  invoicing !== null &&
  (invoicing as { smallBusiness?: unknown }).smallBusiness === true;

/**
 * The VAT rate a product's tax class charges now: none at all for a small business, whose prices
 * carry no VAT and may not show any (§ 14c UStG); an order's lines keep the rate they were sold at.
 */
export const chargedRateBp = sql<number>`(case when ${smallBusinessNow} then 0 else ${taxClasses.rateBp} end)`;
