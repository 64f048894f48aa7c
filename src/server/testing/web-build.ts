import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

// The default renderer reports what the server handed it, as JSON instead of HTML; its only pages
// are / and /einkaufswagen (anything else is 404, as the real one decides from the route table,
// page-routes.test.ts). Its pages for search engines are what the route table says.
const REPORTING_RENDERER = `
export const pagesForSearch = {
  sitemap: ['/', '/produkt/:productId'],
  private: ['/zahlung/', '/einkauf_erfolgreich', '/auth/login', '/admin'],
};
export async function renderPage(request) {
  if (request.url.pathname === '/weiter') return { kind: 'redirect', location: '/', status: 302 };
  if (request.url.pathname === '/einkauf_abgebrochen') throw new Error('the frame broke');
  const seen = {
    url: request.url.href,
    cookies: request.cookies,
    config: request.config,
    assets: await request.assets([]),
    products: await request.fetchJson('/api/products'),
    missing: (await request.fetchJson('/api/nothing-here')).status,
  };
  const status = ['/', '/einkaufswagen'].includes(request.url.pathname) ? 200 : 404;
  // padded (JSON allows trailing blanks) past the compression threshold, as a real page of
  // tens of KB is
  const body = JSON.stringify(seen) + ' '.repeat(2048);
  return { kind: 'html', status, body: [body] };
}`;

/**
 * A build in miniature, laid out like `dist/`: `web/` with a manifest, an index.html and one
 * hashed script (and its source map), `ssr/entry-server.js` with the given renderer.
 * Returns the web root (what `buildApp` takes as `webRoot`) and a clean-up.
 */
export function miniatureWebBuild(renderer = REPORTING_RENDERER) {
  const dist = mkdtempSync(join(tmpdir(), 'hofladen-dist-'));
  const webRoot = join(dist, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  mkdirSync(join(webRoot, '.vite'));
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(
    join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc.js',
        css: ['assets/index-abc.css'],
        imports: ['_a'],
      },
      _a: { file: 'assets/a-def.js' },
      'app-starter.ts': { file: 'assets/starter-ghi.js', isEntry: true },
    }),
  );
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(
    join(webRoot, 'assets', 'starter-ghi.js'),
    'var e=`<script>`;console.log(e);\n//# sourceMappingURL=starter-ghi.js.map\n',
  );
  // as the build compresses it (vite-plugin-compression2)
  writeFileSync(join(webRoot, 'assets', 'index-abc.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(webRoot, 'assets', 'index-abc.css'), 'main{display:block}</style>');
  writeFileSync(join(webRoot, 'assets', 'index-abc.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'ssr', 'entry-server.js'), renderer);
  return { webRoot, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
