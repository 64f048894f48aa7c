import { eq } from 'drizzle-orm';
import {
  AccountingSettings,
  type AccountingSettingsView,
  DEFAULT_REVENUE_ACCOUNTS,
} from '../../domain/accounting-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { shopSettings, taxClasses } from '../db/schema';

// The export's settings live with the shop's settings, under their own key
// (docs/shop/accounting.md#settings).
const KEY = 'accounting';

/** The saved settings, read in the caller's transaction; null until staff saved them. */
export async function accountingSettings(db: Db | Tx): Promise<AccountingSettings | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
  const parsed = AccountingSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export async function accountingSettingsView(db: Db | Tx): Promise<AccountingSettingsView> {
  const settings = await accountingSettings(db);
  const classes = await db.selectDistinct({ rateBp: taxClasses.rateBp }).from(taxClasses);
  const rates = new Set([
    ...classes.map((row) => row.rateBp),
    ...(settings?.revenueAccounts ?? DEFAULT_REVENUE_ACCOUNTS).map((row) => row.rateBp),
  ]);
  return { settings, rates: [...rates].sort((a, b) => b - a) };
}

export async function saveAccountingSettings(
  db: Db,
  actor: Actor,
  value: AccountingSettings,
): Promise<AccountingSettingsView> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shopSettings)
      .where(eq(shopSettings.key, KEY))
      .for('update');
    await tx
      .insert(shopSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
    await recordChange(tx, actor, {
      entity: 'settings',
      entityId: KEY,
      action: before ? 'updated' : 'created',
      before: (before?.value as Record<string, unknown> | undefined) ?? null,
      after: value,
    });
  });
  return accountingSettingsView(db);
}
