import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { ShippingCost } from '../../domain/catalog-schema';
import { COUNTRY_GROUPS } from '../../domain/countries';
import { TOTALS_LABELS } from '../../domain/pricing';
import type { ShippingRate } from '../../domain/shipping-rules';
import { type Actor, recordChange } from '../audit/service';
import { builtOnce } from '../db/built-once';
import type { Db, Tx } from '../db/client';
import { shippingCosts } from '../db/schema';

// the columns the shop's /api/shipping-costs has always answered
const costColumns = {
  id: shippingCosts.id,
  name: shippingCosts.name,
  amountCents: shippingCosts.amountCents,
};

/** Germany's rate first: the cart and the settings page read the first as the shop's rate. */
export async function listShippingCosts(db: Db): Promise<ShippingCost[]> {
  return db
    .select(costColumns)
    .from(shippingCosts)
    .orderBy(sql`${shippingCosts.countryGroup} <> 'DE'`, asc(shippingCosts.id));
}

/** The rate within Germany (docs/shop/cart.md#shipping: lives in the database, seeded with 675). */
export async function shippingRate(db: Db): Promise<number> {
  const [germany] = await db
    .select(costColumns)
    .from(shippingCosts)
    .where(eq(shippingCosts.countryGroup, 'DE'));
  return germany?.amountCents ?? 0;
}

const byGroup = (a: ShippingRate, b: ShippingRate) =>
  COUNTRY_GROUPS.indexOf(a.group) - COUNTRY_GROUPS.indexOf(b.group);

// read by every checkout: built once per connection (db/built-once.ts)
const shippingRows = builtOnce([], (db) =>
  db
    .select({
      group: shippingCosts.countryGroup,
      amountCents: shippingCosts.amountCents,
      freeFromCents: shippingCosts.freeFromCents,
      countries: shippingCosts.countries,
    })
    .from(shippingCosts),
);

/** Every destination group's rate, Germany first (domain/shipping-rules.ts prices with them). */
export async function shippingRules(db: Db | Tx): Promise<ShippingRate[]> {
  return (await shippingRows(db, {})).sort(byGroup);
}

/**
 * Sets the rate within Germany: it applies to the next cart and checkout at once; orders keep
 * the shipping they were charged.
 */
export async function saveShippingRate(db: Db, actor: Actor, amountCents: number) {
  return db.transaction(async (tx) => {
    const [germany] = await tx
      .select()
      .from(shippingCosts)
      .where(eq(shippingCosts.countryGroup, 'DE'))
      .for('update');
    const [row] = germany
      ? await tx
          .update(shippingCosts)
          .set({ amountCents })
          .where(eq(shippingCosts.id, germany.id))
          .returning(costColumns)
      : await tx
          .insert(shippingCosts)
          .values({ name: TOTALS_LABELS.shipping, amountCents })
          .returning(costColumns);
    await recordChange(tx, actor, {
      entity: 'settings',
      entityId: 'shipping',
      action: 'updated',
      before: germany ? { amountCents: germany.amountCents } : null,
      after: { amountCents },
    });
    return row;
  });
}

/** Replaces the shipping rules: a group left out is no longer shipped to. */
export async function saveShippingRules(
  db: Db,
  actor: Actor,
  rates: readonly ShippingRate[],
): Promise<ShippingRate[]> {
  return db.transaction(async (tx) => {
    // rows in id order, so two saves at once lock them alike and one waits for the other
    await tx.select().from(shippingCosts).orderBy(asc(shippingCosts.id)).for('update');
    const before = await shippingRules(tx);
    await tx.delete(shippingCosts).where(
      notInArray(
        shippingCosts.countryGroup,
        rates.map((rate) => rate.group),
      ),
    );
    for (const rate of rates) {
      const values = {
        amountCents: rate.amountCents,
        freeFromCents: rate.freeFromCents,
        countries: rate.countries,
      };
      await tx
        .insert(shippingCosts)
        .values({ name: TOTALS_LABELS.shipping, countryGroup: rate.group, ...values })
        .onConflictDoUpdate({ target: shippingCosts.countryGroup, set: values });
    }
    const after = await shippingRules(tx);
    await recordChange(tx, actor, {
      entity: 'settings',
      entityId: 'shipping',
      action: 'updated',
      before: { rates: before },
      after: { rates: after },
    });
    return after;
  });
}
