import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface PageAssets {
  /** The page's one script: it starts the entry after the first paint (app-starter.ts). */
  starter: string;
  entry: string;
  stylesheets: { href: string; css: string }[];
  modulePreloads: string[];
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
): (pageModules: string[], styledModules?: string[]) => PageAssets {
  const manifest = JSON.parse(
    readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build manifest: run \`npm run build\``);
    return found;
  };

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
      starter: `/${chunk('app-starter.ts').file}`,
      entry,
      stylesheets: [...stylesheets].map((href) => ({ href, css: styleText(href.slice(1)) })),
      modulePreloads: [...scripts].map((file) => `/${file}`).filter((file) => file !== entry),
    };
  };
}
