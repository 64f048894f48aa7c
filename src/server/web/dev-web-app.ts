import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { BuiltAssets, PageRequest, RenderedPage, SearchPages } from '../../web/entry-server';
import { type PublicShopConfig, registerPages } from './pages';

interface PageRendererModule {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  pagesForSearch: SearchPages;
}

// Vite's root (vite.config.ts): module addresses are paths below it
const WEB_SOURCES = fileURLToPath(new URL('../../web', import.meta.url));
const STARTER = '/dev-starter.ts';
const STYLESHEET = /\.s?css(\?|$)/;

/** Vite's own addresses (its client, pre-bundled packages, files outside the root) and the sources. */
function servedByVite(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (/^\/(@|node_modules\/|__)/.test(path)) return true;
  try {
    return statSync(join(WEB_SOURCES, decodeURIComponent(path))).isFile();
  } catch {
    return false;
  }
}

type Vite = typeof import('vite');

/** The modules a module imports statically (the lazily loaded ones are split off by the build). */
function staticImports(parseAst: Vite['parseAst'], code: string): string[] {
  return parseAst(code).body.flatMap((node) =>
    (node.type === 'ImportDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ExportAllDeclaration') &&
    node.source
      ? [String(node.source.value).split('?')[0] ?? '']
      : [],
  );
}

/**
 * The stylesheets the given modules import, not those of the modules they load lazily (as the
 * build splits them), with their text: the page is styled before its script runs, as in production.
 */
async function stylesheetsOf(vite: ViteDevServer, parseAst: Vite['parseAst'], modules: string[]) {
  const client = vite.environments.client;
  const found = new Map<string, Promise<string[]>>();
  // in import order, as the build concatenates them: later rules win over earlier ones
  const sheetsOf = (url: string, importers: string[]): Promise<string[]> => {
    // an import cycle written while editing (the architecture test forbids them) must not wait
    // for itself
    if (importers.includes(url)) return Promise.resolve([]);
    let sheets = found.get(url);
    if (!sheets) {
      sheets = collect(url, [...importers, url]);
      found.set(url, sheets);
    }
    return sheets;
  };
  const collect = async (url: string, importers: string[]): Promise<string[]> => {
    if (STYLESHEET.test(url)) return [url];
    // packages, the domain and Vite's own modules bring no stylesheets
    if (/^\/(@|node_modules\/)/.test(url)) return [];
    const result = await client.transformRequest(url);
    const imports = staticImports(parseAst, result?.code ?? '');
    return (await Promise.all(imports.map((imported) => sheetsOf(imported, importers)))).flat();
  };
  const sheets = new Set((await Promise.all(modules.map((url) => sheetsOf(url, [])))).flat());
  return Promise.all(
    [...sheets].map(async (href) => ({
      href,
      css: String((await vite.ssrLoadModule(`${href}?inline`)).default),
    })),
  );
}

/**
 * `npm run dev`: every page rendered on the server as in production, but from the sources. Vite
 * (in middleware mode, its hot reload on the shop's own port) serves the modules, and each page is
 * rendered by entry-server.tsx as it is now. Answers the pages for sitemap.xml and robots.txt.
 */
export async function registerDevWebApp(
  app: FastifyInstance,
  shopConfig: () => PublicShopConfig,
): Promise<() => Promise<SearchPages>> {
  // a development tool: loaded only when asked for, never by a production server
  const { createServer, parseAst } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
    // read vite.config.ts in place: bundled into a temporary file, it was imported through Node,
    // and `tsx watch` restarted the server each time Vite deleted that file
    configLoader: 'runner',
  });
  app.addHook('onClose', () => vite.close());
  const renderer = () => vite.ssrLoadModule('/entry-server.tsx') as Promise<PageRendererModule>;

  const assets = async (pageModules: string[], styledModules: string[] = []) =>
    ({
      starter: { module: STARTER },
      entry: STARTER,
      modulePreloads: [],
      stylesheets: await stylesheetsOf(
        vite,
        parseAst,
        [STARTER, ...pageModules, ...styledModules].map(
          (module) => `/${module.replace(/^\//, '')}`,
        ),
      ),
    }) satisfies BuiltAssets;
  const serveFile = (request: FastifyRequest, reply: FastifyReply) => {
    if (!servedByVite(request.url)) return false;
    reply.hijack();
    vite.middlewares(request.raw, reply.raw);
    return true;
  };
  registerPages(
    app,
    { renderPage: async (request) => (await renderer()).renderPage(request), assets },
    shopConfig,
    { serveFile },
  );
  return async () => (await renderer()).pagesForSearch;
}
