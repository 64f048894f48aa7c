import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Bootstrap brings far more rules than the shop uses (185 KB of CSS before, most of it unused
// utilities); the build keeps only selectors whose class names occur in the web sources.
// the sources are handed over as text: PurgeCSS 8's own globbing fails under ESM
const webSources = readdirSync('src/web', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(tsx?|html)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({
    raw: readFileSync(join('src/web', file), 'utf8'),
    extension: file.split('.').pop() ?? 'tsx',
  }));
const keepUsedCss = purgeCss({
  content: webSources,
  // class names made at run time: by React Router's NavLink, by react-bootstrap's Carousel (the
  // only react-bootstrap component in use) and by our template strings
  safelist: {
    standard: ['active', 'pending', 'transitioning', 'show', 'slide', 'fade'],
    greedy: [/^carousel/, /^form-control-/, /^status-icon-/],
  },
  // keep what Bootstrap declares for variables and animations even if unused by name
  variables: false,
  keyframes: false,
  fontFace: false,
});

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: false,
  // the browser's files also as .br and .gz at the highest levels, once at build time (the server
  // sends them as they are): on the fly, brotli can only afford a quick, weaker level per request
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        compression({
          include: /\.(js|css|svg)$/,
          threshold: 1024,
          algorithms: [
            defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm('gzip', { level: 9 }),
          ],
          logLevel: 'silent',
        }),
      ],
  css: {
    postcss: { plugins: process.env.VITEST ? [] : [keepUsedCss] },
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import, global functions and if(); its own problem, not
      // ours. (mixed-decls is gone from Sass: naming it printed a warning per file.)
      scss: { silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  // `npm run build` makes two: the browser app (with a manifest, so the server knows the hashed
  // file names) and the server's renderer of the same pages (server/web/page-renderer.ts)
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, sourcemap: true }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        chunkSizeWarningLimit: 400,
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
