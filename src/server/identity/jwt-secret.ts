import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE_NAME = 'jwt-secret';

/**
 * The configured JWT_SECRET, else one generated once and kept in the data folder (readable by
 * the owner only) so tokens survive a restart; `memory://` data gets a secret per process.
 */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  if (dataDir.startsWith('memory://')) return randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, FILE_NAME);
  try {
    // `wx`: two processes starting at once agree on the first one's secret
    writeFileSync(path, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(readFileSync(path, 'utf8').trim());
}
