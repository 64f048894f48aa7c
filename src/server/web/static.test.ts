import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { miniatureWebBuild } from '../testing/web-build';
import { readStarterScript } from './built-assets';
import { registerWebApp } from './static';

const { webRoot: root, remove } = miniatureWebBuild();
afterAll(remove);

const shop = { links: { agb: '/agb' }, origin: 'https://hof.example' };

async function webApp(serveSourceMaps: boolean) {
  const app = Fastify();
  await app.register(fastifyCompress, { threshold: 1024 });
  app.get('/api/products', async () => [{ id: 'p-1' }]);
  await registerWebApp(app, root, () => shop, {
    serveSourceMaps,
    starter: readStarterScript(root),
  });
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

  it("sends the build's brotli file to browsers that take it, the plain one to others", async () => {
    const app = await webApp(false);
    const compressed = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    await app.close();
  });

  it('serves neither the build manifest nor the client-rendered index.html', async () => {
    const app = await webApp(true);
    const manifest = await app.inject('/.vite/manifest.json');
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('"file"');
    const clientShell = await app.inject('/index.html');
    expect(clientShell.statusCode).toBe(404);
    expect(clientShell.body).not.toContain('<div id="root"></div>');
    await app.close();
  });

  it('renders a page with its address, cookies, settings, files and API data', async () => {
    const app = await webApp(false);
    const response = await app.inject({
      url: '/einkaufswagen?x=1',
      headers: { cookie: 'hofladen_cart=%5B%5D' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      url: 'https://hof.example/einkaufswagen?x=1',
      cookies: 'hofladen_cart=%5B%5D',
      config: shop,
      assets: {
        // in a function of its own, unable to end its <script> element early
        starter: { script: '(()=>{var e=`<\\u0073cript>`;console.log(e);})();' },
        entry: '/assets/index-abc.js',
        // the text a page inlines, unable to end its <style> element early
        stylesheets: [{ href: '/assets/index-abc.css', css: 'main{display:block}<\\/style>' }],
        modulePreloads: ['/assets/a-def.js'],
      },
      products: { status: 200, body: [{ id: 'p-1' }] },
      missing: 404,
    });
    await app.close();
  });

  it('compresses pages for browsers that take it', async () => {
    const app = await webApp(false);
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body).url).toBe('https://hof.example/');
    // a page rendered per request: gzip with its stylesheets compressed once (spliced-gzip.ts)
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(page.rawPayload).toString()).toBe(plain.body);
    // a client without gzip still gets brotli
    const brotli = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    await app.close();
  });

  it('answers unknown pages with 404, and follows a redirect of the routes', async () => {
    const app = await webApp(false);
    expect((await app.inject('/gibt-es-nicht')).statusCode).toBe(404);
    const redirect = await app.inject('/weiter');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/');
    expect((await app.inject('/api/gibt-es-nicht')).statusCode).toBe(404);
    await app.close();
  });

  it('answers a page whose rendering failed with a readable German 500 page', async () => {
    const app = await webApp(false);
    const response = await app.inject('/einkauf_abgebrochen');
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Da ist etwas schiefgelaufen');
    await app.close();
  });
});
