import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt-secret';

const dataDir = mkdtempSync(join(tmpdir(), 'hofladen-secret-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the JWT secret', () => {
  it('is generated once, kept in the data folder for the owner only, and reused', () => {
    const first = loadJwtSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadJwtSecret(undefined, dataDir)).toEqual(first);
  });

  it('comes from JWT_SECRET when set', () => {
    const configured = 'x'.repeat(40);
    expect(new TextDecoder().decode(loadJwtSecret(configured, dataDir))).toBe(configured);
  });
});
