import { eq } from 'drizzle-orm';
import { DEFAULT_INVOICING, InvoicingSettings } from '../../domain/shop-settings-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db } from '../db/client';
import { shopSettings } from '../db/schema';

// Staff's side of the invoicing settings; documents read them in their own issuing transaction
// (invoicing-settings.ts), so a save counts from the next document on
// (docs/shop/refunds.md#invoice-settings).
const KEY = 'invoicing';

/** The saved settings with the defaults for anything never saved. */
export async function invoicingSettings(db: Db): Promise<InvoicingSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
  const parsed = InvoicingSettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : DEFAULT_INVOICING;
}

export async function saveInvoicingSettings(
  db: Db,
  actor: Actor,
  value: InvoicingSettings,
): Promise<InvoicingSettings> {
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
  return invoicingSettings(db);
}
