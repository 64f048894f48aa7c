// What the shop home loads before its first paint: the scripts and module preloads index.html
// names. The bundle-budget test and the home-page benchmark measure the same list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function upFrontScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [
    ...html.matchAll(
      /<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? '');
}

/** The stylesheets index.html links: render-blocking, so every byte delays the first paint. */
export function upFrontStyles(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

export const gzipBytes = (distDir: string, paths: string[]): number =>
  paths
    .map((path) => gzipSync(readFileSync(join(distDir, path.replace(/^\//, '')))).length)
    .reduce((total, bytes) => total + bytes, 0);
