// The command line's answers to a wrong folder: what is wrong with it, then how to call it, and
// exit code 2 before anything opens the database.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, 'import-cli.ts');
// run from an empty folder, so no .env of the project's is read: tsx found from here
const TSX = import.meta.resolve('tsx');

async function importFrom(...args: string[]) {
  const cwd = mkdtempSync(join(tmpdir(), 'import-cli-'));
  return run(process.execPath, ['--import', TSX, CLI, ...args], { cwd }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

describe('npm run import:legacy', () => {
  it('names a folder that is not there', async () => {
    const missing = join(tmpdir(), 'kein-export-hier');
    const { code, stderr } = await importFrom(missing);
    expect(code).toBe(2);
    expect(stderr).toContain(`Ordner nicht gefunden: ${missing}`);
    expect(stderr).toContain('Aufruf: npm run import:legacy -- ORDNER [--dry-run]');
  });

  it('names a file given instead of the folder', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'import-cli-')), 'products.json');
    writeFileSync(file, '[]');
    const { code, stderr } = await importFrom(file, '--dry-run');
    expect(code).toBe(2);
    expect(stderr).toContain(`Kein Ordner: ${file}`);
  });

  it('says how to call it when no folder is given', async () => {
    const { code, stderr } = await importFrom('--dry-run');
    expect(code).toBe(2);
    expect(stderr.trim()).toMatch(/^Aufruf: npm run import:legacy -- ORDNER/);
  });
});
