// Import boundaries (CONVENTIONS.md §1), the home-route bundle budget (what the browser app loads
// on `/` must stay ≤ 62 KB gzip, so code on that route never value-imports zod) and the one
// route table (docs/decisions/018): no page address is decided outside src/web/routes.tsx.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkBoundaries,
  checkHomeRouteSchemaImports,
  findImportCycles,
  parseImports,
  readSources,
  report,
  type SourceFile,
} from '../scripts/import-rules';
import { findHandListedPages } from '../scripts/page-paths';
import { routes } from './web/routes';
import { pagePatterns } from './web/search-pages';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

describe('import boundaries of this repository', () => {
  const sources = readSources(repoRoot, 'src');

  it('finds the source files', () => {
    expect(sources.map((file) => file.path)).toContain('src/web/main.tsx');
  });

  it('keeps domain pure, web away from server code, and server away from web', () => {
    expect(report(checkBoundaries(sources))).toEqual([]);
  });

  it('calls the shop API from src/web/api only', () => {
    const callers = sources
      .filter((file) => file.path.startsWith('src/web/') && !file.path.startsWith('src/web/api/'))
      .filter((file) => /\bfetch\(|\bapiRequest\b|new XMLHttpRequest/.test(file.text))
      .map((file) => file.path);
    expect(callers).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(findImportCycles(sources).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('hides no test suite behind a top-level if: a skipped suite must show, with its reason', () => {
    const hidden = sources
      .filter((file) => /\.test\.tsx?$/.test(file.path) && /^if \(/m.test(file.text))
      .map((file) => file.path);
    expect(hidden).toEqual([]);
  });

  it('declares every package the shop imports at run time as a dependency, not a dev one', () => {
    // the server renderer loads React, React Router, TanStack Query… from node_modules: an
    // install without dev dependencies must still serve pages
    const manifest = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const undeclared = sources
      // dev-*.ts run under `npm run dev` only, which has the dev dependencies (Vite)
      .filter((file) => !/\.test\.tsx?$|^src\/server\/testing\/|\/dev-[^/]+$/.test(file.path))
      .flatMap((file) =>
        parseImports(file)
          .filter((entry) => !entry.typeOnly && !entry.specifier.startsWith('.'))
          .map((entry) => ({ file: file.path, name: packageOf(entry.specifier) })),
      )
      .filter(({ name }) => !name.startsWith('node:') && !builtinModules.includes(name))
      .filter(({ name }) => !(name in manifest.dependencies))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(undeclared).toEqual([]);
  });

  it('keeps zod and the *-schema modules out of the home-route bundle', () => {
    expect(report(checkHomeRouteSchemaImports(sources))).toEqual([]);
  });
});

describe('one route table', () => {
  const patterns = pagePatterns(routes);
  const file = (path: string, text: string): SourceFile => ({ path, text });

  it('is the only place that names the pages (status, sitemap, robots.txt, matching)', () => {
    expect(patterns).toContain('/produkt/:productId');
    expect(findHandListedPages(readSources(repoRoot, 'src'), patterns)).toEqual([]);
  });

  it('finds a page list, a hand-written rule or a route match outside the table', () => {
    const found = findHandListedPages(
      [
        file('src/server/web/app-routes.ts', `const PAGES = [/^\\/einkaufswagen\\/?$/];`),
        file('src/server/web/seo-routes.ts', `const lines = ['Disallow: /admin', 'Allow: /'];`),
        file('src/server/web/sitemap.ts', `const entry = origin + '/produkt/' + id;`),
        file('src/web/page-data.ts', `const id = matchPath('/produkt/:productId', path);`),
        file('src/web/layout/shop-layout.tsx', `const HIDE = /^\\/(einkaufswagen|zahlung\\/)/;`),
        file('src/web/other-routes.tsx', `const route = { path: 'zahlung/:sessionId' };`),
        // links name pages, the admin routes its own areas, and the table is the table
        file('src/web/demo/demo-links.ts', `const link = { to: '/pricing' };`),
        file('src/web/admin/admin-shell.tsx', `<Route path="produkte/:productId" />`),
        file('src/server/web/static.ts', `const shell = '/index.html';`),
        file('src/web/routes.tsx', `const route = { path: 'produkt/:productId' };`),
        file('src/web/page.test.ts', `expect(matchPath('/agb', path)).toBeTruthy();`),
      ],
      patterns,
    );
    expect(found.map(({ file: path }) => path)).toEqual([
      'src/server/web/app-routes.ts',
      'src/server/web/seo-routes.ts',
      'src/server/web/sitemap.ts',
      'src/web/page-data.ts',
      'src/web/layout/shop-layout.tsx',
      'src/web/other-routes.tsx',
    ]);
  });
});

describe('the import checker itself', () => {
  const file = (path: string, text: string): SourceFile => ({ path, text });

  it('finds a cycle, also through type imports, and not a plain chain', () => {
    const cycles = findImportCycles([
      file('src/domain/a.ts', `import { b } from './b';`),
      file('src/domain/b.ts', `import type { C } from './c';`),
      file('src/domain/c.ts', `import { a } from './a';`),
      file('src/domain/d.ts', `import { a } from './a';`),
    ]);
    expect(cycles).toEqual([['src/domain/a.ts', 'src/domain/b.ts', 'src/domain/c.ts']]);
  });

  it('reads static, type, re-export and dynamic imports', () => {
    const imports = parseImports(
      file(
        'src/web/a.tsx',
        `import x from 'a';\nimport type { T } from 'b';\nexport { y } from 'c';\n` +
          `export type { U } from 'd';\nconst lazy = () => import('e');\nimport 'f';`,
      ),
    );
    expect(imports).toEqual([
      { specifier: 'a', typeOnly: false, dynamic: false },
      { specifier: 'b', typeOnly: true, dynamic: false },
      { specifier: 'c', typeOnly: false, dynamic: false },
      { specifier: 'd', typeOnly: true, dynamic: false },
      { specifier: 'e', typeOnly: false, dynamic: true },
      { specifier: 'f', typeOnly: false, dynamic: false },
    ]);
  });

  it('reports every kind of boundary violation', () => {
    const violations = checkBoundaries([
      file(
        'src/domain/money.ts',
        `import { db } from '../server/db/client';\nimport _ from 'lodash';`,
      ),
      file('src/domain/money.test.ts', `import fc from 'fast-check';\nimport { z } from 'zod';`),
      file('src/web/page.tsx', `import type { Db } from '../server/db/client';\nimport 'node:fs';`),
      file(
        'src/web/list.tsx',
        `const pg = await import('pg');\nexport { x } from '@fastify/helmet';\nconst zx = await import('@zxcvbn-ts/core');`,
      ),
      file(
        'src/web/ok.tsx',
        `import { cents } from '../domain/money';\nimport { a } from './page';`,
      ),
      file('src/server/app.ts', `import { ShopHome } from '../web/shop/shop-home';`),
      file('src/web/entry-server.tsx', `import { PassThrough } from 'node:stream';`),
      file('src/web/entry-server.tsx', ``),
      file(
        'src/server/web/static.ts',
        `import type { PageRequest } from '../../web/entry-server';`,
      ),
      file('src/server/web/render.ts', `import { renderPage } from '../../web/entry-server';`),
      file(
        'src/server/payments/stripe.ts',
        `import { fake } from '../testing/stripe-fake-server';`,
      ),
      file(
        'src/server/payments/stripe.test.ts',
        `import { fake } from '../testing/stripe-fake-server';`,
      ),
      file('src/server/mail/outbox.ts', `import { load } from '../checkout/order-summary';`),
      file('src/server/checkout/fulfilment.ts', `import { queue } from '../mail/outbox';`),
      file(
        'src/server/admin/orders-routes.ts',
        `import { eq } from 'drizzle-orm';\nimport { outbox } from '../db/schema';\nimport type { Db } from '../db/client';`,
      ),
      file('src/server/catalog/routes.ts', `import { products } from '../db/schema/catalog';`),
      file('src/server/catalog/service.ts', `import { eq } from 'drizzle-orm';`),
    ]);
    expect(report(violations)).toEqual([
      `src/domain/money.ts → '../server/db/client' (src/domain imports nothing outside src/domain)`,
      `src/domain/money.ts → 'lodash' (src/domain uses no package but zod)`,
      `src/web/page.tsx → '../server/db/client' (src/web imports only src/web and src/domain)`,
      `src/web/page.tsx → 'node:fs' (src/web never uses server-only packages)`,
      `src/web/list.tsx → 'pg' (src/web never uses server-only packages)`,
      `src/web/list.tsx → '@fastify/helmet' (src/web never uses server-only packages)`,
      `src/web/list.tsx → '@zxcvbn-ts/core' (src/web never uses server-only packages)`,
      `src/server/app.ts → '../web/shop/shop-home' (src/server never imports src/web (only the page renderer's types))`,
      `src/server/web/render.ts → '../../web/entry-server' (src/server never imports src/web (only the page renderer's types))`,
      `src/server/payments/stripe.ts → '../testing/stripe-fake-server' (only tests use src/server/testing (fakes and fixtures))`,
      `src/server/mail/outbox.ts → '../checkout/order-summary' (src/server/{db,http,mail} never import the features built on them)`,
      `src/server/admin/orders-routes.ts → 'drizzle-orm' (routes never query the database: their service does (ARCHITECTURE.md))`,
      `src/server/admin/orders-routes.ts → '../db/schema' (routes never query the database: their service does (ARCHITECTURE.md))`,
      `src/server/catalog/routes.ts → '../db/schema/catalog' (routes never query the database: their service does (ARCHITECTURE.md))`,
    ]);
  });

  it('reports schema value imports on the home route, also through domain modules', () => {
    const violations = checkHomeRouteSchemaImports([
      file(
        'src/web/routes.tsx',
        `import { ShopHome } from './shop/shop-home';\nconst p = () => import('./product/page');`,
      ),
      file(
        'src/web/shop/shop-home.tsx',
        `import type { P } from '../../domain/catalog-schema';\nimport { f } from '../../domain/pricing';`,
      ),
      file('src/domain/pricing.ts', `import { Totals } from './pricing-schema';`),
      file('src/domain/pricing-schema.ts', `import { z } from 'zod';`),
      file(
        'src/web/product/page.tsx',
        `import { ProductDetail } from '../../domain/catalog-schema';`,
      ),
      file(
        'src/web/api/client.ts',
        `import { z } from 'zod';\nimport { type Cart } from '../../domain/cart-schema';`,
      ),
    ]);
    expect(violations.map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual([
      'src/web/api/client.ts → zod',
      'src/web/api/client.ts → ../../domain/cart-schema',
      'src/domain/pricing.ts → ./pricing-schema',
    ]);
  });
});
