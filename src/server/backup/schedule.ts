import { eq } from 'drizzle-orm';
import { isBackupDue } from '../../domain/backup-schedule';
import type { Database } from '../db/client';
import { shopSettings } from '../db/schema';
import { unlessTaken } from '../db/unless-taken';
import { type BackupResult, writeBackup } from './write-backup';

// kept with the shop's settings so every process sees when the last one was taken
const LAST_TAKEN_KEY = 'backup.lastTakenAt';

export interface BackupScheduleDeps {
  database: Database;
  dir: string;
  keep: number;
  hour: number;
  clock: () => Date;
  logger?: {
    info(data: object, message: string): void;
    error(data: object, message: string): void;
  };
}

export interface BackupSchedule {
  /** Takes the backup if it is due and no other process is taking it; the result, or null. */
  tick(): Promise<BackupResult | null>;
  stop(): Promise<void>;
}

async function lastTakenAt(database: Database): Promise<Date | null> {
  const [row] = await database.db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, LAST_TAKEN_KEY));
  return typeof row?.value === 'string' ? new Date(row.value) : null;
}

async function takeIfDue(deps: BackupScheduleDeps): Promise<BackupResult | null> {
  if (!isBackupDue(deps.clock(), await lastTakenAt(deps.database), deps.hour)) return null;
  const takenAt = deps.clock();
  const result = await writeBackup(deps.database, deps.dir, { takenAt, keep: deps.keep });
  await deps.database.db
    .insert(shopSettings)
    .values({ key: LAST_TAKEN_KEY, value: takenAt.toISOString() })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: takenAt.toISOString(), updatedAt: takenAt },
    });
  return result;
}

/** Several processes on one database: the one that takes the name takes the backup. */
const takeOnce = (deps: BackupScheduleDeps) =>
  unlessTaken(deps.database, 'backup', () => takeIfDue(deps));

/**
 * The server's daily backup: checked at start (a server that was down catches up) and every
 * `intervalMs` after; 0 checks only when `tick()` is called (tests).
 */
export function startBackupSchedule(deps: BackupScheduleDeps, intervalMs: number): BackupSchedule {
  let running: Promise<BackupResult | null> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return Promise.resolve(null);
    running ??= takeOnce(deps)
      .then((result) => {
        if (result) deps.logger?.info({ ...result }, 'backup written');
        return result;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const log = (error: unknown) => deps.logger?.error({ err: error }, 'backup failed');
  const timer = intervalMs > 0 ? setInterval(() => void tick().catch(log), intervalMs) : undefined;
  timer?.unref();
  if (timer) void tick().catch(log);
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
