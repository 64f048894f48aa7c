import { eq } from 'drizzle-orm';
import { CourseSelfServiceSettings, DEFAULT_SELF_SERVICE } from '../../domain/waitlist-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { shopSettings } from '../db/schema';

// Kept in shop_settings under its own key, read where it is used (an offer, a cancel): these
// rules are looked at a few times a day, not on every page.
const KEY = 'courseSelfService';

export async function selfServiceSettings(db: Db | Tx): Promise<CourseSelfServiceSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
  const parsed = CourseSelfServiceSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_SELF_SERVICE;
}

export async function saveSelfServiceSettings(
  db: Db,
  actor: Actor,
  value: CourseSelfServiceSettings,
): Promise<CourseSelfServiceSettings> {
  return db.transaction(async (tx) => {
    const before = await selfServiceSettings(tx);
    await tx
      .insert(shopSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
    await recordChange(tx, actor, {
      entity: 'settings',
      entityId: KEY,
      action: 'updated',
      before,
      after: value,
    });
    return value;
  });
}
