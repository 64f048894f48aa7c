import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './static';

const root = mkdtempSync(join(tmpdir(), 'hofladen-web-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><!--shop-config--><div id="root"></div>');
writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(join(root, 'assets', 'index-abc.js.map'), '{"version":3}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function webApp(serveSourceMaps: boolean) {
  const app = Fastify();
  await registerWebApp(app, root, { links: {} }, { serveSourceMaps });
  return app;
}

describe('the built browser app', () => {
  it('keeps source maps on disk but does not serve them in production', async () => {
    const production = await webApp(false);
    expect((await production.inject('/assets/index-abc.js')).statusCode).toBe(200);
    const map = await production.inject('/assets/index-abc.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('"version"');
    await production.close();

    const development = await webApp(true);
    expect((await development.inject('/assets/index-abc.js.map')).statusCode).toBe(200);
    await development.close();
  });
});
