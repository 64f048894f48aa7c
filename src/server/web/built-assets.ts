import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuiltAssets } from '../../web/entry-server';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The hashed files a server-rendered page needs, from Vite's build manifest: the entry script,
 * the stylesheets of the entry and of the page's lazy module with their text (the page carries
 * them inline, so its first paint waits for no further request) and every chunk they import
 * (preloaded in parallel). `styledModules` are lazy modules the page shows but whose code may
 * come later, while hydrating: only their stylesheets.
 */
export function readBuiltAssets(
  webRoot: string,
  starter: InlineScript,
): (pageModules: string[], styledModules?: string[]) => BuiltAssets {
  const chunk = readManifest(webRoot);

  const styles = new Map<string, string>();
  const styleText = (file: string) => {
    let css = styles.get(file);
    if (css === undefined) {
      // a "</style" in the text would end the element early
      css = readFileSync(join(webRoot, file), 'utf8').replaceAll('</style', '<\\/style');
      styles.set(file, css);
    }
    return css;
  };

  return (pageModules, styledModules = []) => {
    const scripts = new Set<string>();
    const stylesheets = new Set<string>();
    const visit = (key: string, withScripts: boolean) => {
      const { file, css = [], imports = [] } = chunk(key);
      if (scripts.has(file)) return;
      if (withScripts) scripts.add(file);
      for (const sheet of css) stylesheets.add(`/${sheet}`);
      for (const imported of imports) visit(imported, withScripts);
    };
    visit('index.html', true);
    for (const module of pageModules) visit(module, true);
    for (const module of styledModules) visit(module, false);
    const entry = `/${chunk('index.html').file}`;
    return {
      starter: { script: starter.text },
      entry,
      stylesheets: [...stylesheets].map((href) => ({ href, css: styleText(href.slice(1)) })),
      modulePreloads: [...scripts].map((file) => `/${file}`).filter((file) => file !== entry),
    };
  };
}

const manifestPath = (webRoot: string) => join(webRoot, '.vite', 'manifest.json');

function readManifest(webRoot: string): (key: string) => ManifestChunk {
  const manifest = JSON.parse(readFileSync(manifestPath(webRoot), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return (key) => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build manifest: run \`npm run build\``);
    return found;
  };
}

export interface InlineScript {
  text: string;
  /** The CSP source that lets exactly this text run: `sha256-…`. */
  hash: string;
}

/**
 * The starter as the page carries it, inline at the end of the body: it runs as the browser
 * reads it, before the visitor can tap anything. Named by `src`, it came a round trip after the
 * first paint, and a tap in between was lost, or a form was sent by the browser with its fields
 * in the address. A function scope keeps its names off `window`; `null` when the app is not built.
 */
export function readStarterScript(webRoot: string): InlineScript | null {
  if (!existsSync(manifestPath(webRoot))) return null;
  const { file } = readManifest(webRoot)('app-starter.ts');
  const code = readFileSync(join(webRoot, file), 'utf8').replace(
    /^\/\/# sourceMappingURL=.*$/m,
    '',
  );
  if (/^\s*(import|export)\b/m.test(code))
    throw new Error(`${file} imports or exports: the starter must be one script (vite.config.ts)`);
  // as React writes a bootstrap script's text (a "<script" in it would end the element), so the
  // hash is that of the text the browser runs
  const text = `(()=>{${code.trim()}})();`.replace(
    /(<\/|<)(s)(cript)/gi,
    (_, prefix: string, s: string, rest: string) =>
      `${prefix}${s === 's' ? '\\u0073' : '\\u0053'}${rest}`,
  );
  return { text, hash: `sha256-${createHash('sha256').update(text).digest('base64')}` };
}
