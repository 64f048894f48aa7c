// Nothing secret reaches the browser (docs/decisions/021-payment-providers.md):
// the built app, source maps included, holds no provider key, webhook secret, JWT secret or
// basic credential — the legacy client embedded all of these.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_JWT_SECRET } from './support/staff';
import { expect, test } from './support/test';

const distDir = join(process.cwd(), 'dist', 'web');

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// literal prefixes, as strict as the issue asks: even an innocent `…sk_` would be looked at
const FORBIDDEN = ['sk_', 'rk_', 'whsec_', 'Basic ', E2E_JWT_SECRET];

test('the built browser app carries no secrets', () => {
  const files = builtFiles(distDir);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const findings = files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return FORBIDDEN.filter((secret) => text.includes(secret)).map(
      (secret) => `${file}: ${secret}`,
    );
  });
  expect(findings).toEqual([]);
});

test('pages and API answers to anonymous visitors carry no secrets', async ({ request }) => {
  for (const path of ['/', '/auth/login', '/admin', '/api/products?type=honig']) {
    const body = await (await request.get(path)).text();
    for (const secret of FORBIDDEN) expect(body.includes(secret), `${path}: ${secret}`).toBe(false);
  }
});
