import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickupPlaceInput } from '../../domain/pickup-place-schema';
import { type Actor, auditTrail } from '../audit/service';
import { orders } from '../db/schema';
import type { AppError } from '../errors';
import { databaseKinds, type TestDatabase } from '../testing/databases';
import { createStaff } from '../testing/staff';
import {
  createPickupPlace,
  findPickupPlace,
  listPickupPlaces,
  removePickupPlace,
  updatePickupPlace,
} from './pickup-places';

const farmShop: PickupPlaceInput = {
  name: 'Hofladen Sonnenwiese',
  street: 'Lindenweg 4',
  postalCode: '14467',
  town: 'Potsdam',
  description: '',
  openingHours: [{ weekday: 5, opens: '14:00', closes: '18:00' }],
  cutoff: { daysBefore: 1, time: '12:00' },
  closedDays: ['2026-12-24'],
  active: true,
};

describe.each(databaseKinds())('pickup places on $name', (kind) => {
  let database: TestDatabase;
  let actor: Actor;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.open();
    const { user } = await createStaff(database.db);
    actor = { id: user.id, name: 'Greta Bienenstöck' };
  });
  afterAll(async () => database?.close());

  it('creates, edits and lists places, each change in the history', async () => {
    const created = await createPickupPlace(db(), actor, farmShop);
    expect(created).toMatchObject({ version: 1, cutoff: { daysBefore: 1, time: '12:00' } });
    const edited = await updatePickupPlace(db(), actor, created.id, 1, {
      ...farmShop,
      openingHours: [{ weekday: 6, opens: '09:00', closes: '13:00' }],
    });
    expect(edited.version).toBe(2);
    expect(await findPickupPlace(db(), created.id)).toEqual(edited);
    const trail = await auditTrail(db(), 'pickup_place', String(created.id));
    expect(trail.map((entry) => entry.action)).toEqual(['updated', 'created']);
    expect(trail[0]?.changes.map((change) => change.field)).toEqual(['openingHours']);
  });

  it('refuses a save made from an older version', async () => {
    const place = await createPickupPlace(db(), actor, { ...farmShop, name: 'Markt Werder' });
    await updatePickupPlace(db(), actor, place.id, 1, {
      ...farmShop,
      name: 'Markt Werder',
      description: 'Am Rathaus',
    });
    const error = (await updatePickupPlace(db(), actor, place.id, 1, farmShop).catch(
      (e) => e,
    )) as AppError;
    expect([error.status, error.code]).toEqual([409, 'VERSION_CONFLICT']);
    expect((await findPickupPlace(db(), place.id))?.description).toBe('Am Rathaus');
  });

  it('deletes an unused place, and only deactivates one an order names', async () => {
    const unused = await createPickupPlace(db(), actor, { ...farmShop, name: 'Markt Beelitz' });
    expect(await removePickupPlace(db(), actor, unused.id, 1)).toBe('deleted');
    expect(await findPickupPlace(db(), unused.id)).toBeNull();

    const used = await createPickupPlace(db(), actor, { ...farmShop, name: 'Markt Caputh' });
    await db().insert(orders).values({
      status: 'paid',
      provider: 'simulated',
      subtotalCents: 890,
      vatCents: 0,
      shippingCents: 0,
      discountCents: 0,
      totalCents: 890,
      expiresAt: new Date(),
      deliveryMethod: 'pickup',
      pickupPlaceId: used.id,
      pickupDate: '2026-06-06',
    });
    expect(await removePickupPlace(db(), actor, used.id, 1)).toBe('deactivated');
    expect((await findPickupPlace(db(), used.id))?.active).toBe(false);
    const offered = await listPickupPlaces(db(), { activeOnly: true });
    expect(offered.map((place) => place.name)).not.toContain('Markt Caputh');
    const all = await listPickupPlaces(db(), { activeOnly: false });
    expect(all.map((place) => place.name)).toContain('Markt Caputh');
  });
});
