import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, auditTrail } from '../audit/service';
import { shippingCosts } from '../db/schema';
import { databaseKinds, type TestDatabase } from '../testing/databases';
import { createStaff } from '../testing/staff';
import {
  listShippingCosts,
  saveShippingRules,
  shippingRate,
  shippingRules,
} from './shipping-costs';

describe.each(databaseKinds())('shipping rules on $name', (kind) => {
  let database: TestDatabase;
  let actor: Actor;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.open();
    const { user } = await createStaff(database.db);
    actor = { id: user.id, name: 'Greta Bienenstöck' };
  });
  afterAll(async () => database?.close());

  it('keeps shipping rules per destination group, Germany first, with the rate history', async () => {
    await db().insert(shippingCosts).values({ name: 'Verpackung & Versand', amountCents: 675 });
    const saved = await saveShippingRules(db(), actor, [
      { group: 'EU', amountCents: 1290, freeFromCents: null, countries: ['AT', 'NL'] },
      { group: 'DE', amountCents: 590, freeFromCents: 5000, countries: ['DE'] },
    ]);
    expect(saved.map((rate) => rate.group)).toEqual(['DE', 'EU']);
    expect(await shippingRate(db())).toBe(590);
    expect((await listShippingCosts(db()))[0]?.amountCents).toBe(590);

    // the EU left out: no longer shipped there
    await saveShippingRules(db(), actor, [
      { group: 'DE', amountCents: 590, freeFromCents: null, countries: ['DE'] },
    ]);
    expect(await shippingRules(db())).toEqual([
      { group: 'DE', amountCents: 590, freeFromCents: null, countries: ['DE'] },
    ]);
    const rows = await db()
      .select()
      .from(shippingCosts)
      .where(eq(shippingCosts.countryGroup, 'EU'));
    expect(rows).toEqual([]);
    expect(await auditTrail(db(), 'settings', 'shipping')).toHaveLength(2);
  });
});
