import { asc, eq } from 'drizzle-orm';
import type { ShippingCost } from '../../domain/catalog-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db } from '../db/client';
import { shippingCosts } from '../db/schema';
export async function listShippingCosts(db: Db): Promise<ShippingCost[]> {
  return db.select().from(shippingCosts).orderBy(asc(shippingCosts.id));
}

/** The flat shipping rate (docs/shop/cart.md#shipping: lives in the database, seeded with 675). */
export async function shippingRate(db: Db): Promise<number> {
  const [first] = await listShippingCosts(db);
  return first?.amountCents ?? 0;
}

/**
 * Sets the flat shipping rate: it applies to the next cart and checkout at once; orders keep
 * the shipping they were charged.
 */
export async function saveShippingRate(db: Db, actor: Actor, amountCents: number) {
  return db.transaction(async (tx) => {
    const [first] = await tx
      .select()
      .from(shippingCosts)
      .orderBy(asc(shippingCosts.id))
      .limit(1)
      .for('update');
    const [row] = first
      ? await tx
          .update(shippingCosts)
          .set({ amountCents })
          .where(eq(shippingCosts.id, first.id))
          .returning()
      : await tx
          .insert(shippingCosts)
          .values({ name: 'Verpackung & Versand', amountCents })
          .returning();
    await recordChange(tx, actor, {
      entity: 'settings',
      entityId: 'shipping',
      action: 'updated',
      before: first ? { amountCents: first.amountCents } : null,
      after: { amountCents },
    });
    return row;
  });
}
