import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { DiscountCode } from '../../domain/catalog-schema';
import { discountState } from '../../domain/discount';
import { builtOnce } from '../db/built-once';
import type { Db, Tx } from '../db/client';
import { discountCodes, orders } from '../db/schema';

/** Orders holding a code: paid, or unpaid and still waiting for their payment. */
export async function discountUses(db: Db | Tx, code: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(
      and(
        eq(orders.discountCode, code),
        or(eq(orders.status, 'paid'), and(eq(orders.status, 'pending'), gt(orders.expiresAt, now))),
      ),
    );
  return Number(row?.uses ?? 0);
}

// looked up by every checkout that names a code, twice: built once per connection (db/built-once.ts)
const codeNamedQuery = (held: boolean) =>
  builtOnce(['upperCode'], (db, { upperCode }) => {
    const query = db
      .select()
      .from(discountCodes)
      .where(eq(sql`upper(${discountCodes.code})`, upperCode));
    return held ? query.for('update') : query;
  });
const codeNamed = codeNamedQuery(false);
const codeNamedForUpdate = codeNamedQuery(true);

/**
 * docs/shop/cart.md#discount-codes: an empty or unknown code yields 0 %, without an error — and so
 * does one that is inactive, outside its dates or used up. Codes match case-insensitively. Inside
 * the checkout's transaction `lock` holds the row of a code with a use limit, so two checkouts
 * cannot both take its last use.
 */
export async function lookupDiscountCode(
  db: Db | Tx,
  code: string,
  today: string,
  { lock = false } = {},
): Promise<DiscountCode> {
  const text = code.trim();
  if (text === '') return { code: '', percentage: 0 };
  const find = (held: boolean) =>
    (held ? codeNamedForUpdate : codeNamed)(db, { upperCode: text.toUpperCase() });
  let [row] = await find(false);
  // only a code with a use limit can be used up by a checkout beside this one: every checkout
  // with an unlimited code (HONIG10) waiting on its row for the rest of the transaction made
  // them one queue (docs/decisions/037-performance.md)
  if (row?.maxUses != null && lock) [row] = await find(true);
  if (!row) return { code: text, percentage: 0 };
  const uses = row.maxUses === null ? 0 : await discountUses(db, row.code);
  return discountState(row, today, uses) === 'applies'
    ? { code: row.code, percentage: row.percentage }
    : { code: text, percentage: 0 };
}
