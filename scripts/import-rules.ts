// Reads the imports of TypeScript sources and checks them against the architecture rules
// (CONVENTIONS.md §1) and the home-route bundle budget; src/architecture.test.ts applies it.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { posix } from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Repo-relative, forward slashes: `src/web/main.tsx`. */
  path: string;
  text: string;
}

export interface ModuleImport {
  specifier: string;
  /** Erased at build time: `import type …` or `export type … from`. */
  typeOnly: boolean;
  dynamic: boolean;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const SERVER_ONLY_PACKAGES = [
  'pg',
  'drizzle-orm',
  'drizzle-kit',
  '@electric-sql/pglite',
  'stripe',
  'nodemailer',
  'sharp',
  'pino',
];
const TEST_TOOLS = ['vitest', 'fast-check'];
// the server's lower layer: the features (checkout, payments…) use it, never the other way round
const INFRASTRUCTURE = ['src/server/db', 'src/server/http', 'src/server/mail'];
const FEATURES = [
  'src/server/admin',
  'src/server/catalog',
  'src/server/checkout',
  'src/server/consent',
  'src/server/fulfilment',
  'src/server/identity',
  'src/server/legal',
  'src/server/payments',
  'src/server/privacy',
  'src/server/ratings',
  'src/server/withdrawals',
];

/** Static imports, `export … from` and dynamic `import('…')`, from the TypeScript syntax tree. */
export function parseImports(file: SourceFile): ModuleImport[] {
  const kind = file.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, kind);
  const found: ModuleImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // `import { type A }` still loads the module under verbatimModuleSyntax: not type-only
      const typeOnly = node.importClause?.isTypeOnly ?? false;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.isTypeOnly,
        dynamic: false,
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isRelative = (specifier: string) => specifier.startsWith('.');
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The repo-relative file a relative specifier points at (the bare path when not a known file). */
function resolveRelative(from: string, specifier: string, known: Set<string>): string {
  const target = posix.normalize(posix.join(posix.dirname(from), specifier));
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => target + end);
  return candidates.find((candidate) => known.has(candidate)) ?? target;
}

/** `@scope/name/sub` → `@scope/name`, `fs` and `node:fs` → `node:fs`. */
function packageName(specifier: string): string {
  if (specifier.startsWith('node:')) return specifier;
  const [first = '', second = ''] = specifier.split('/');
  if (builtinModules.includes(first)) return `node:${first}`;
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const inFolder = (path: string, folder: string) => path.startsWith(`${folder}/`);

function isServerOnlyPackage(name: string): boolean {
  return (
    SERVER_ONLY_PACKAGES.includes(name) ||
    name.startsWith('fastify') ||
    name.startsWith('@fastify/') ||
    // megabytes of password dictionaries: never in the browser bundle
    name.startsWith('@zxcvbn-ts/') ||
    name.startsWith('node:')
  );
}

// the server's renderer of the shop pages: browser code that runs in Node, handed to the server
// by the build (dist/ssr); the server sees only its types
const PAGE_RENDERER = 'src/web/entry-server.tsx';

// HTTP only: a route parses, calls its service and shapes the reply; the service talks SQL
const isRouteFile = (path: string) =>
  inFolder(path, 'src/server') && /(^|\/|-)routes\.ts$/.test(path) && !isTest(path);
const ROUTES_NO_SQL = 'routes never query the database: their service does (ARCHITECTURE.md)';

/** Which rule, if any, one import of one file breaks. */
function boundaryRule(
  file: string,
  { specifier, typeOnly }: ModuleImport,
  known: Set<string>,
): string | undefined {
  if (isRelative(specifier)) {
    const target = resolveRelative(file, specifier, known);
    if (inFolder(file, 'src/domain') && !inFolder(target, 'src/domain'))
      return 'src/domain imports nothing outside src/domain';
    if (
      inFolder(file, 'src/web') &&
      !inFolder(target, 'src/web') &&
      !inFolder(target, 'src/domain')
    )
      return 'src/web imports only src/web and src/domain';
    if (
      inFolder(file, 'src/server') &&
      inFolder(target, 'src/web') &&
      !(typeOnly && target === PAGE_RENDERER)
    )
      return "src/server never imports src/web (only the page renderer's types)";
    if (
      inFolder(target, 'src/server/testing') &&
      !isTest(file) &&
      !inFolder(file, 'src/server/testing')
    )
      return 'only tests use src/server/testing (fakes and fixtures)';
    if (isRouteFile(file) && target.startsWith('src/server/db/schema')) return ROUTES_NO_SQL;
    if (
      INFRASTRUCTURE.some((folder) => inFolder(file, folder)) &&
      FEATURES.some((folder) => inFolder(target, folder)) &&
      !isTest(file)
    )
      return 'src/server/{db,http,mail} never import the features built on them';
    return undefined;
  }
  const name = packageName(specifier);
  if (isRouteFile(file) && name === 'drizzle-orm') return ROUTES_NO_SQL;
  if (
    inFolder(file, 'src/domain') &&
    name !== 'zod' &&
    !(isTest(file) && TEST_TOOLS.includes(name))
  )
    return 'src/domain uses no package but zod';
  if (inFolder(file, 'src/web') && isServerOnlyPackage(name) && file !== PAGE_RENDERER)
    return 'src/web never uses server-only packages';
  return undefined;
}

export function checkBoundaries(files: SourceFile[]): Violation[] {
  const known = new Set(files.map((file) => file.path));
  return files.flatMap((file) =>
    parseImports(file).flatMap((moduleImport) => {
      const rule = boundaryRule(file.path, moduleImport, known);
      return rule ? [{ file: file.path, specifier: moduleImport.specifier, rule }] : [];
    }),
  );
}

/** Code that is not behind a lazy route: the entry, the router and what the home page shows. */
function isHomeRouteRoot(path: string): boolean {
  if (isTest(path)) return false;
  return (
    [
      'src/web/main.tsx',
      'src/web/routes.tsx',
      'src/web/document.tsx',
      'src/web/shop-app.tsx',
      'src/web/cart/cart-store.ts',
    ].includes(path) ||
    ['src/web/layout', 'src/web/shop', 'src/web/api'].some((folder) => inFolder(path, folder))
  );
}

const isSchemaModule = (path: string) => /-schema(\.tsx?)?$/.test(path);

/**
 * Follows static value imports from the home-route roots (lazy `import()` ends the walk, type
 * imports are erased) and reports every value import of a `*-schema` module or of zod.
 */
export function checkHomeRouteSchemaImports(files: SourceFile[]): Violation[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const known = new Set(byPath.keys());
  const queue = files.map((file) => file.path).filter(isHomeRouteRoot);
  const visited = new Set(queue);
  const violations: Violation[] = [];
  const rule = 'home-route code may only `import type` from *-schema modules (home script budget)';
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const file = byPath.get(path);
    if (!file) continue;
    for (const { specifier, typeOnly, dynamic } of parseImports(file)) {
      if (typeOnly || dynamic) continue;
      if (!isRelative(specifier)) {
        if (packageName(specifier) === 'zod') violations.push({ file: path, specifier, rule });
        continue;
      }
      const target = resolveRelative(path, specifier, known);
      if (isSchemaModule(target)) violations.push({ file: path, specifier, rule });
      else if (!visited.has(target)) {
        visited.add(target);
        queue.push(target);
      }
    }
  }
  return violations;
}

/**
 * Import cycles between our modules (type imports included: a cycle of types is still a tangle
 * of responsibilities). Each cycle is reported once, as the files in import order.
 */
export function findImportCycles(files: SourceFile[]): string[][] {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map(
    files.map((file) => [
      file.path,
      parseImports(file)
        .filter(({ specifier, dynamic }) => isRelative(specifier) && !dynamic)
        .map(({ specifier }) => resolveRelative(file.path, specifier, known))
        .filter((target) => known.has(target)),
    ]),
  );
  const cycles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (path: string) => {
    state.set(path, 'open');
    stack.push(path);
    for (const target of edges.get(path) ?? []) {
      if (state.get(target) === 'open') {
        const cycle = stack.slice(stack.indexOf(target));
        cycles.set([...cycle].sort().join(' '), cycle);
      } else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(path, 'done');
  };
  for (const path of known) if (!state.has(path)) visit(path);
  return [...cycles.values()];
}

/** Every .ts/.tsx file under `folder` (repo-relative) of the repository at `repoRoot`. */
export function readSources(repoRoot: string, folder: string): SourceFile[] {
  return readdirSync(`${repoRoot}${folder}`, { recursive: true, encoding: 'utf8' })
    .map((relative) => `${folder}/${relative.split('\\').join('/')}`)
    .filter((path) => /\.tsx?$/.test(path) && !path.includes('node_modules/'))
    .map((path) => ({ path, text: readFileSync(`${repoRoot}${path}`, 'utf8') }));
}

export const report = (violations: Violation[]) =>
  violations.map(({ file, specifier, rule }) => `${file} → '${specifier}' (${rule})`);
