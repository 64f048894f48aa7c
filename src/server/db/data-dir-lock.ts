import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

const LOCK_FILE = 'hofladen.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps its database in one process's memory; a second process on the same folder would
 * overwrite the first one's writes. The folder therefore belongs to one process at a time.
 */
export function lockDataDir(dir: string): { release(): void } {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new DataDirInUseError(
        `Der Datenordner ${dir} wird schon von einem anderen Hofladen-Prozess (PID ${owner}) benutzt.\n` +
          'Die eingebettete Datenbank (PGlite) verträgt nur einen Prozess: halte ihn zuerst an ' +
          '(z. B. Strg+C bei `npm start`),\noder setze DATABASE_URL auf einen PostgreSQL-Server, ' +
          `um mehrere Prozesse zu betreiben.\nLäuft sicher keiner mehr, lösche ${path}.`,
      );
    }
    // left behind by a process that crashed
    unlinkSync(path);
  }
  throw new DataDirInUseError(`Der Datenordner ${dir} konnte nicht gesperrt werden (${path}).`);
}
