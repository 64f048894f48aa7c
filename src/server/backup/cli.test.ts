import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnShop, waitUntilHealthy } from '../testing/server-process';

const root = mkdtempSync(join(tmpdir(), 'hofladen-backup-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cli(script: 'backup' | 'restore', arg: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', `src/server/backup/${script}-cli.ts`, arg],
    {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

const backupsIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.backup.gz')) : [];

describe('npm run backup and npm run restore on the embedded database', () => {
  it('backs up by itself while running, by command when stopped, and restores once', async () => {
    const dataDir = join(root, 'data');
    const nightly = join(root, 'nightly');
    const port = await freePort();
    const shop = spawnShop({ DATA_DIR: dataDir, BACKUP_DIR: nightly, PORT: String(port) });
    try {
      await waitUntilHealthy(shop, port);
      // never backed up: the server takes one right after its start
      const deadline = Date.now() + 60_000;
      while (backupsIn(nightly).length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect(backupsIn(nightly)).toHaveLength(1);

      const refused = await cli('backup', join(root, 'manual'), { DATA_DIR: dataDir });
      expect(refused.code).toBe(2);
      expect(refused.output).toContain(
        'Der Hofladen-Server läuft und hält die eingebettete Datenbank',
      );
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }

    const manual = await cli('backup', join(root, 'manual'), { DATA_DIR: dataDir });
    expect(manual.output).toContain('Sicherung geschrieben');
    expect(manual.code).toBe(0);
    const [file] = backupsIn(join(root, 'manual'));
    const path = join(root, 'manual', file ?? '');

    const restoreInto = { DATA_DIR: join(root, 'restored') };
    const restored = await cli('restore', path, restoreInto);
    expect(restored.output).toMatch(/^Wiederhergestellt: \d+ Zeilen in \d+ Tabellen/);
    expect(restored.code).toBe(0);

    const again = await cli('restore', path, restoreInto);
    expect(again.code).toBe(2);
    expect(again.output.trim().split('\n')).toHaveLength(1);
    expect(again.output).toMatch(/^Die Datenbank ist nicht leer/);
  }, 240_000); // four PGlite databases opened by four processes
});
