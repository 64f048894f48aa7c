// Finds page addresses decided outside the route table (src/web/routes.tsx): a path list for the
// server's status codes, sitemap.xml or robots.txt, a regular expression or `matchPath` on a page's
// address. Links may name pages (they use src/domain/routes.ts's `paths`, or are the demo's own);
// only the table says which pages there are. src/architecture.test.ts applies it.
import ts from 'typescript';
import type { SourceFile } from './import-rules';

export interface HandListedPage {
  file: string;
  /** The literal as written. */
  text: string;
}

const TABLE = 'src/web/routes.tsx';
// the server's own page handling: it learns the pages from the renderer, never names one
const SERVES_PAGES = 'src/server/web/';
const ROUTE_MATCHERS = new Set(['matchPath', 'matchRoutes', 'useMatch']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/produkt/:productId` → `produkt`: the word that names a page in an address. */
const firstSegment = (pattern: string) => pattern.split('/').filter(Boolean)[0] ?? '';

function literals(file: SourceFile) {
  const kind = file.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
  const found: { text: string; regex: boolean; matcherArgument: boolean }[] = [];
  const visit = (node: ts.Node) => {
    const regex = ts.isRegularExpressionLiteral(node);
    if (regex || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const call = node.parent;
      const matcherArgument =
        ts.isCallExpression(call) &&
        call.arguments[0] === node &&
        ROUTE_MATCHERS.has(call.expression.getText(source));
      found.push({ text: node.getText(source), regex, matcherArgument });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Literals outside the table that decide about the table's pages (`patterns`, as
 * search-pages.ts's `pagePatterns` lists them): in the server's page handling any page address,
 * elsewhere a route pattern (`:param`, `*`), a regular expression or a route matcher's argument.
 */
export function findHandListedPages(files: SourceFile[], patterns: string[]): HandListedPage[] {
  // the catch-all `*` names no page
  const named = patterns.filter((pattern) => /^[\w-]+$/.test(firstSegment(pattern)));
  const segments = [...new Set(named.map(firstSegment))];
  const namesPage = new RegExp(`(^|[^\\w-])(${segments.map(escapeRegExp).join('|')})(?![\\w-])`);
  // `/admin`, `\/admin` in a regular expression; not a file such as `/index.html`
  const inAddress = new RegExp(`\\\\?/(${segments.map(escapeRegExp).join('|')})(?![\\w.-])`);
  const routePatterns = new Set(named.flatMap((pattern) => [pattern, pattern.slice(1)]));
  return files
    .filter(
      (file) =>
        (file.path.startsWith('src/web/') || file.path.startsWith('src/server/')) &&
        file.path !== TABLE &&
        !/\.test\.tsx?$/.test(file.path),
    )
    .flatMap((file) =>
      literals(file)
        .filter(({ text, regex, matcherArgument }) => {
          const value = text.slice(1, -1);
          if (file.path.startsWith(SERVES_PAGES)) return inAddress.test(value);
          if (regex || matcherArgument) return namesPage.test(value);
          return /[:*]/.test(value) && routePatterns.has(value);
        })
        .map(({ text }) => ({ file: file.path, text })),
    );
}
