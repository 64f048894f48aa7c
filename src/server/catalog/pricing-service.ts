import { asc, eq, sql } from 'drizzle-orm';
import type { DiscountCode, ShippingCost } from '../../domain/catalog-schema';
import type { Db } from '../db/client';
import { discountCodes, shippingCosts } from '../db/schema';

export async function listShippingCosts(db: Db): Promise<ShippingCost[]> {
  return db.select().from(shippingCosts).orderBy(asc(shippingCosts.id));
}

/** The flat shipping rate (decisions.md: lives in the database, seeded with 675). */
export async function shippingRate(db: Db): Promise<number> {
  const [first] = await listShippingCosts(db);
  return first?.amountCents ?? 0;
}

/** spec §5: an empty or unknown code yields 0 %, without an error. Codes match case-insensitively. */
export async function lookupDiscountCode(db: Db, code: string): Promise<DiscountCode> {
  const text = code.trim();
  if (text === '') return { code: '', percentage: 0 };
  const [row] = await db
    .select({
      code: discountCodes.code,
      percentage: discountCodes.percentage,
      active: discountCodes.active,
    })
    .from(discountCodes)
    .where(eq(sql`upper(${discountCodes.code})`, text.toUpperCase()));
  if (!row?.active) return { code: text, percentage: 0 };
  return { code: row.code, percentage: row.percentage };
}
