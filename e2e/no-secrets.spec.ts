// Nothing secret reaches the browser (docs/decisions/021-payment-providers.md):
// the built app, source maps included, holds no provider key, webhook secret, JWT secret or
// basic credential — the legacy client embedded all of these.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

// the compressed copies the server sends are read as what the browser unpacks: their bytes hold
// any three letters by chance
function builtText(file: string): string {
  const bytes = readFileSync(file);
  const unpacked = file.endsWith('.gz')
    ? gunzipSync(bytes)
    : file.endsWith('.br')
      ? brotliDecompressSync(bytes)
      : bytes;
  return unpacked.toString('latin1');
}

test('the built browser app carries no secrets', () => {
  const files = builtFiles(distDir);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const findings = files.flatMap((file) => {
    const text = builtText(file);
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
