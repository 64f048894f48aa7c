import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { shopSettings } from '../db/schema';

/**
 * One row of the shop's settings under its own key, read where it is needed — jobs read it
 * inside their transaction, so a change applies to the next decision, offer or cancel at once —
 * and saved with its change recorded. A row that no longer fits its schema reads as the default.
 */
export function storedSetting<T extends Record<string, unknown>>(
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
) {
  async function read(db: Db | Tx): Promise<T> {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, key));
    const parsed = schema.safeParse(row?.value);
    return parsed.success ? parsed.data : fallback;
  }

  async function save(db: Db, actor: Actor, value: T): Promise<T> {
    return db.transaction(async (tx) => {
      const before = await read(tx);
      await tx
        .insert(shopSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
      await recordChange(tx, actor, {
        entity: 'settings',
        entityId: key,
        action: 'updated',
        before: { ...before },
        after: { ...value },
      });
      return value;
    });
  }

  return { read, save };
}
