// What a server-rendered page loads up front: the starter its HTML carries inline, the app's
// scripts the starter loads once the first paint is on screen, and the stylesheets it names or
// carries.
// The bundle-budget test and the home-page benchmark measure the same list, taken from the HTML
// the server sends for `/`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the home's app scripts may weigh, gzipped: 121,000 until the browser ran the pages on
 * Preact's React layer (docs/decisions/038-preact-in-the-browser.md), 61.5 KB since, 62.2 KB
 * with the reload after a new release (layout/new-release.ts), 62.7 KB with the links the shop
 * layout follows itself (ui/page-link.tsx: a fifth less server CPU per cart page,
 * docs/decisions/037-performance.md), 63.1 KB with the grid that Back from a product shows as it
 * was left (shop/shown-count.ts). Held by e2e/bundle-budget.spec.ts and reported by the
 * home-page benchmark.
 */
export const HOME_APP_BUDGET_BYTES = 63_100;

/** The app's own scripts, which the starter adds once the first paint is on screen. */
export function appScripts(html: string): string[] {
  const block = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (!block) return [];
  const { entry, preloads } = JSON.parse(block) as { entry: string; preloads: string[] };
  return [entry, ...preloads];
}

/** The starter (app-starter.ts): the one script a page carries as text, gzipped. */
export function inlineStarterGzipBytes(html: string): number {
  const scripts = [...html.matchAll(/<script(?: [^>]*)?>(.*?)<\/script>/gs)].filter(
    (match) => !match[0].startsWith('<script type=') && !/^<script[^>]* src=/.test(match[0]),
  );
  if (scripts.length !== 1) throw new Error(`${scripts.length} inline scripts, not the starter`);
  return gzipSync(scripts[0]?.[1] ?? '').length;
}

/** Each script file once: a module is both preloaded (early in the head) and loaded. */
export function upFrontScripts(html: string): string[] {
  const found = html.matchAll(
    /<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g,
  );
  const named = [...found].map((match) => match[1] ?? match[2] ?? '');
  return [...new Set([...named, ...appScripts(html)])];
}

/**
 * The built stylesheets the page carries before its first paint: inlined (`<style data-href>`)
 * or linked, every byte delays the first paint. Each once: an inlined sheet is also named by a
 * disabled link (server-document.tsx).
 */
export function upFrontStyles(html: string): string[] {
  const found = html.matchAll(
    /<style[^>]+data-href="([^"]+)"|<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g,
  );
  return [...new Set([...found].map((match) => match[1] ?? match[2] ?? ''))];
}

export const gzipBytes = (distDir: string, paths: string[]): number =>
  paths
    .map((path) => gzipSync(readFileSync(join(distDir, path.replace(/^\//, '')))).length)
    .reduce((total, bytes) => total + bytes, 0);
