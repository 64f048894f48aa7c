import { asc, eq } from 'drizzle-orm';
import type { PickupPlace } from '../../domain/pickup-place';
import type { PickupPlaceInput } from '../../domain/pickup-place-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { orders, pickupPlaces } from '../db/schema';
import { conflict, notFound } from '../errors';

// Staff manage where customers collect orders: the farm shop and each market stall.

type Row = typeof pickupPlaces.$inferSelect;

const toPlace = (row: Row): PickupPlace => ({
  id: row.id,
  name: row.name,
  street: row.street,
  postalCode: row.postalCode,
  town: row.town,
  description: row.description,
  openingHours: row.openingHours,
  cutoff: { daysBefore: row.cutoffDaysBefore, time: row.cutoffTime },
  closedDays: row.closedDays,
  active: row.active,
  version: row.version,
});

const storable = (input: PickupPlaceInput) => ({
  name: input.name,
  street: input.street,
  postalCode: input.postalCode,
  town: input.town,
  description: input.description,
  openingHours: input.openingHours,
  cutoffDaysBefore: input.cutoff.daysBefore,
  cutoffTime: input.cutoff.time,
  closedDays: input.closedDays,
  active: input.active,
});

// the audit log shows what staff see in the form, without the bookkeeping fields
const audited = ({ id: _id, version: _version, ...fields }: PickupPlace) => fields;

const NO_PLACE = 'Diesen Abholort gibt es nicht.';
const staleVersion = () =>
  conflict(
    'VERSION_CONFLICT',
    'Jemand anderes hat diesen Abholort inzwischen geändert. Lade ihn neu, um die neue Fassung zu sehen.',
  );

/** Every place, or (for the cart) only those customers may choose; by name. */
export async function listPickupPlaces(
  db: Db | Tx,
  { activeOnly }: { activeOnly: boolean },
): Promise<PickupPlace[]> {
  const rows = await db
    .select()
    .from(pickupPlaces)
    .where(activeOnly ? eq(pickupPlaces.active, true) : undefined)
    .orderBy(asc(pickupPlaces.name), asc(pickupPlaces.id));
  return rows.map(toPlace);
}

export async function findPickupPlace(db: Db | Tx, id: number): Promise<PickupPlace | null> {
  const [row] = await db.select().from(pickupPlaces).where(eq(pickupPlaces.id, id));
  return row ? toPlace(row) : null;
}

async function locked(tx: Tx, id: number, version: number): Promise<PickupPlace> {
  const [row] = await tx.select().from(pickupPlaces).where(eq(pickupPlaces.id, id)).for('update');
  if (!row) throw notFound(NO_PLACE);
  if (row.version !== version) throw staleVersion();
  return toPlace(row);
}

export async function createPickupPlace(
  db: Db,
  actor: Actor,
  input: PickupPlaceInput,
): Promise<PickupPlace> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(pickupPlaces).values(storable(input)).returning();
    if (!row) throw new Error('pickup place insert returned nothing');
    const place = toPlace(row);
    await recordChange(tx, actor, {
      entity: 'pickup_place',
      entityId: String(place.id),
      action: 'created',
      after: audited(place),
    });
    return place;
  });
}

/**
 * Saves staff's edit when nobody saved in between. Orders already placed keep their day even if
 * it is now closed or past the new cutoff: the farm tells those customers itself.
 */
export async function updatePickupPlace(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  input: PickupPlaceInput,
): Promise<PickupPlace> {
  return db.transaction(async (tx) => {
    const before = await locked(tx, id, version);
    const [row] = await tx
      .update(pickupPlaces)
      .set({ ...storable(input), version: version + 1, updatedAt: new Date() })
      .where(eq(pickupPlaces.id, id))
      .returning();
    if (!row) throw notFound(NO_PLACE);
    const after = toPlace(row);
    await recordChange(tx, actor, {
      entity: 'pickup_place',
      entityId: String(id),
      action: 'updated',
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/**
 * Deletes a place no order names; one that orders name is made inactive instead, so their
 * pickup details stay readable.
 */
export async function removePickupPlace(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
): Promise<'deleted' | 'deactivated'> {
  return db.transaction(async (tx) => {
    const before = await locked(tx, id, version);
    const [named] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.pickupPlaceId, id))
      .limit(1);
    if (named) {
      await tx
        .update(pickupPlaces)
        .set({ active: false, version: version + 1, updatedAt: new Date() })
        .where(eq(pickupPlaces.id, id));
      await recordChange(tx, actor, {
        entity: 'pickup_place',
        entityId: String(id),
        action: 'archived',
        before: audited(before),
        after: { ...audited(before), active: false },
      });
      return 'deactivated';
    }
    await tx.delete(pickupPlaces).where(eq(pickupPlaces.id, id));
    await recordChange(tx, actor, {
      entity: 'pickup_place',
      entityId: String(id),
      action: 'deleted',
      before: audited(before),
    });
    return 'deleted';
  });
}
