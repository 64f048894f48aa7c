import { eq } from 'drizzle-orm';
import { CourseSettings, DEFAULT_COURSE_SETTINGS } from '../../domain/course-settings-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { shopSettings } from '../db/schema';

// One row of the shop's settings, read where it is needed: jobs read it inside their transaction,
// so a change applies to the next decision or booking at once.
const KEY = 'courses';

export async function readCourseSettings(db: Db | Tx): Promise<CourseSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
  const parsed = CourseSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_COURSE_SETTINGS;
}

export async function saveCourseSettings(
  db: Db,
  actor: Actor,
  value: CourseSettings,
): Promise<CourseSettings> {
  return db.transaction(async (tx) => {
    const before = await readCourseSettings(tx);
    await tx
      .insert(shopSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
    await recordChange(tx, actor, {
      entity: 'settings',
      entityId: KEY,
      action: 'updated',
      before: { ...before },
      after: { ...value },
    });
    return value;
  });
}
