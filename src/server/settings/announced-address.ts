// Where the shop last said it runs, for tools started without its settings (user:create).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { shopSettings } from '../db/schema';

const KEY = 'announcedPublicUrl';

/** Called by the server once it listens: its PUBLIC_URL, derived from PORT when unset. */
export async function rememberAnnouncedAddress(db: Db, publicUrl: string): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: KEY, value: publicUrl })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: publicUrl, updatedAt: new Date() },
    });
}

export async function announcedAddress(db: Db): Promise<string | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
  const parsed = z.url().safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * The address a tool prints: the one its own PUBLIC_URL or PORT gives when the user set either
 * (environment or .env), else where the shop last ran, else the default.
 */
export function addressForTool(
  env: Record<string, string | undefined>,
  configured: string,
  announced: string | null,
): string {
  const given = (name: string) => (env[name] ?? '').trim() !== '';
  return given('PUBLIC_URL') || given('PORT') ? configured : (announced ?? configured);
}
