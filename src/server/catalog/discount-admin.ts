import { asc, eq, sql } from 'drizzle-orm';
import { discountState } from '../../domain/discount';
import type {
  DiscountCodeView,
  DiscountRulesInput,
  NewDiscountCode,
} from '../../domain/discount-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { discountCodes } from '../db/schema';
import { conflict, notFound } from '../errors';
import { discountUses } from './discount-codes';

type Row = typeof discountCodes.$inferSelect;

async function toView(db: Db | Tx, row: Row, today: string): Promise<DiscountCodeView> {
  const uses = await discountUses(db, row.code);
  return {
    code: row.code,
    percentage: row.percentage,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    active: row.active,
    uses,
    state: discountState(row, today, uses),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every code, with how many orders hold it and whether it applies today. */
export async function listDiscountCodes(db: Db, today: string): Promise<DiscountCodeView[]> {
  const rows = await db.select().from(discountCodes).orderBy(asc(discountCodes.code));
  return Promise.all(rows.map((row) => toView(db, row, today)));
}

/** A new code, in capitals; one that differs from an existing one only in case is the same. */
export async function createDiscountCode(
  db: Db,
  actor: Actor,
  input: NewDiscountCode,
  today: string,
): Promise<DiscountCodeView> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(eq(sql`upper(${discountCodes.code})`, input.code));
    const [created] = existing
      ? []
      : await tx.insert(discountCodes).values(input).onConflictDoNothing().returning();
    if (!created) throw conflict('DISCOUNT_CODE_EXISTS', `Den Code ${input.code} gibt es schon.`);
    await recordChange(tx, actor, {
      entity: 'discount_code',
      entityId: created.code,
      action: 'created',
      after: rulesOf(created),
    });
    return toView(tx, created, today);
  });
}

const rulesOf = ({ percentage, validFrom, validUntil, maxUses, active }: Row) => ({
  percentage,
  validFrom,
  validUntil,
  maxUses,
  active,
});

/** New rules for a code; orders already placed keep the discount they got. */
export async function updateDiscountCode(
  db: Db,
  actor: Actor,
  code: string,
  rules: DiscountRulesInput,
  today: string,
): Promise<DiscountCodeView> {
  return db.transaction(async (tx) => {
    const match = eq(sql`upper(${discountCodes.code})`, code.toUpperCase());
    const [before] = await tx.select().from(discountCodes).where(match).for('update');
    if (!before) throw notFound('Diesen Rabattcode gibt es nicht.');
    const [updated] = await tx.update(discountCodes).set(rules).where(match).returning();
    if (!updated) throw notFound('Diesen Rabattcode gibt es nicht.');
    await recordChange(tx, actor, {
      entity: 'discount_code',
      entityId: updated.code,
      action: 'updated',
      before: rulesOf(before),
      after: rulesOf(updated),
    });
    return toView(tx, updated, today);
  });
}
