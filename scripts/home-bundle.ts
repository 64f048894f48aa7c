// What a server-rendered page loads before its first paint: the scripts, module preloads and
// stylesheets its HTML names or carries. The bundle-budget test and the home-page benchmark measure the
// same list, taken from the HTML the server sends for `/`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Each script once: the entry is both preloaded (early in the head) and loaded (at the end). */
export function upFrontScripts(html: string): string[] {
  const found = html.matchAll(
    /<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g,
  );
  return [...new Set([...found].map((match) => match[1] ?? match[2] ?? ''))];
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
