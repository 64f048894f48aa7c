// Buyers, discount codes and the shipping cost: few records each, one transaction per record.
import { eq } from 'drizzle-orm';
import type { LegacyCollection } from '../../domain/legacy-import-schema';
import type { Db } from '../db/client';
import { buyers, discountCodes, shippingCosts } from '../db/schema';
import { knownRecord, rememberRecords } from './legacy-records';
import { fingerprint, type Outcome } from './report';
import { BadValue, centsOf, countOf, textOf } from './values';

interface Mapped<T> {
  legacyId: string;
  targetId: string;
  values: T;
}

/** Writes one mapped record unless its fingerprint is the one imported last time. */
async function upsert<T>(
  db: Db,
  collection: LegacyCollection,
  record: Mapped<T>,
  dryRun: boolean,
  exists: () => Promise<boolean>,
  write: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], isNew: boolean) => Promise<void>,
): Promise<Outcome> {
  const print = fingerprint(record.values);
  const known = await knownRecord(db, collection, record.legacyId);
  const present = await exists();
  if (known?.fingerprint === print && present) return 'unchanged';
  if (!dryRun)
    await db.transaction(async (tx) => {
      await write(tx, !present);
      await rememberRecords(tx, collection, [
        { legacyId: record.legacyId, targetId: record.targetId, fingerprint: print },
      ]);
    });
  return present ? 'updated' : 'created';
}

export function mapBuyer(doc: Record<string, unknown>, legacyId: string) {
  const values = {
    firstName: textOf(doc.firstName).trim(),
    lastName: textOf(doc.lastName).trim(),
    email: textOf(doc.email).trim(),
    phone: textOf(doc.phone).trim(),
  };
  if (!values.firstName && !values.lastName) throw new BadValue('firstName und lastName fehlen.');
  return { legacyId, targetId: legacyId, values };
}

export const importBuyer = (db: Db, buyer: ReturnType<typeof mapBuyer>, dryRun: boolean) =>
  upsert(
    db,
    'buyers',
    buyer,
    dryRun,
    async () =>
      (await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyer.targetId)))
        .length > 0,
    async (tx, isNew) => {
      if (isNew) await tx.insert(buyers).values({ id: buyer.targetId, ...buyer.values });
      else await tx.update(buyers).set(buyer.values).where(eq(buyers.id, buyer.targetId));
    },
  );

/** The legacy shop's code: its text and percentage (docs/shop/cart.md). */
export function mapDiscountCode(doc: Record<string, unknown>) {
  const code = textOf(doc.text ?? doc.code).trim();
  if (!code) throw new BadValue('text (der Code) fehlt.');
  const percentage = countOf(doc.percentage, 'percentage');
  if (percentage < 1 || percentage > 100)
    throw new BadValue(`percentage ${percentage} liegt nicht zwischen 1 und 100.`);
  return { legacyId: code, targetId: code, values: { percentage } };
}

export const importDiscountCode = (
  db: Db,
  code: ReturnType<typeof mapDiscountCode>,
  dryRun: boolean,
) =>
  upsert(
    db,
    'discount_codes',
    code,
    dryRun,
    async () =>
      (
        await db
          .select({ code: discountCodes.code })
          .from(discountCodes)
          .where(eq(discountCodes.code, code.targetId))
      ).length > 0,
    async (tx, isNew) => {
      if (isNew) await tx.insert(discountCodes).values({ code: code.targetId, ...code.values });
      else
        await tx
          .update(discountCodes)
          .set(code.values)
          .where(eq(discountCodes.code, code.targetId));
    },
  );

const SHIPPING_AMOUNT_FIELDS = ['price', 'cost', 'costs', 'amount', 'shippingCosts', 'value'];

/**
 * The spec shows no fields of a shipping cost; the legacy shop charged one flat rate. The
 * document's amount (the first of SHIPPING_AMOUNT_FIELDS present) becomes Germany's rate.
 */
export function mapShippingCost(doc: Record<string, unknown>, legacyId: string) {
  const field = SHIPPING_AMOUNT_FIELDS.find((name) => doc[name] !== undefined);
  if (!field) throw new BadValue(`Kein Betrag (${SHIPPING_AMOUNT_FIELDS.join(', ')}).`);
  return {
    legacyId,
    targetId: 'DE',
    values: {
      name: textOf(doc.name ?? doc.title).trim() || 'Verpackung & Versand',
      amountCents: centsOf(doc[field], field),
    },
  };
}

export const importShippingCost = (
  db: Db,
  cost: ReturnType<typeof mapShippingCost>,
  dryRun: boolean,
) =>
  upsert(
    db,
    'shipping_costs',
    cost,
    dryRun,
    async () =>
      (
        await db
          .select({ id: shippingCosts.id })
          .from(shippingCosts)
          .where(eq(shippingCosts.countryGroup, 'DE'))
      ).length > 0,
    async (tx, isNew) => {
      if (isNew) await tx.insert(shippingCosts).values({ ...cost.values, countryGroup: 'DE' });
      else
        await tx.update(shippingCosts).set(cost.values).where(eq(shippingCosts.countryGroup, 'DE'));
    },
  );
