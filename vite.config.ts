import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import type { Plugin as PostCssPlugin } from 'postcss';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { compileHints } from './scripts/compile-hints.ts';

// Bootstrap brings far more rules than the shop uses (185 KB of CSS before, most of it unused
// utilities); the build keeps only selectors whose class names occur in the web sources. The demo
// template site (src/web/demo) is purged against its own sources: its many classes must not
// keep rules alive in the stylesheet every shop page loads.
// the sources are handed over as text: PurgeCSS 8's own globbing fails under ESM
const inDemo = (file: string) => file.split(/[\\/]/).includes('demo');
const sourcesOf = (keep: (file: string) => boolean) =>
  readdirSync('src/web', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|html)$/.test(file) && !/\.test\.tsx?$/.test(file) && keep(file))
    .map((file) => ({
      raw: readFileSync(join('src/web', file), 'utf8'),
      extension: file.split('.').pop() ?? 'tsx',
    }));
const purgeOptions = {
  // keep what Bootstrap declares for variables and animations even if unused by name
  variables: false,
  keyframes: false,
  fontFace: false,
};
const keepShopCss = purgeCss({
  ...purgeOptions,
  content: sourcesOf((file) => !inDemo(file)),
  // class names made at run time: by React Router's NavLink, by react-bootstrap's Carousel (the
  // only react-bootstrap component the shop uses) and by our template strings
  safelist: {
    standard: ['active', 'pending', 'transitioning', 'show', 'slide', 'fade'],
    greedy: [/^carousel/, /^form-control-/, /^status-icon-/],
  },
});
const keepDemoCss = purgeCss({
  ...purgeOptions,
  content: sourcesOf(inDemo),
  // react-bootstrap's navbar, dropdowns, tooltips, tabs, accordion and carousel set these, and
  // its `variant`/`bg` props compose button and badge classes at run time
  safelist: {
    standard: ['active', 'show', 'showing', 'hiding', 'slide', 'fade', 'collapsed', 'disabled'],
    greedy: [
      /^carousel/,
      /^collaps/,
      /^dropdown/,
      /^tooltip/,
      /^bs-tooltip/,
      /^accordion/,
      /^nav/,
      /^tab-/,
      /^btn/,
      /^badge/,
      /^text-bg-/,
    ],
  },
});
const keepUsedCss: PostCssPlugin = {
  postcssPlugin: 'keep-used-css',
  OnceExit(root, helpers) {
    const file = root.source?.input.file ?? '';
    const purge = (inDemo(file) ? keepDemoCss : keepShopCss) as PostCssPlugin;
    return purge.OnceExit?.(root, helpers);
  },
};

// The browser runs the pages on Preact's React compatibility layer: it does what the shop asks of
// react-dom in a tenth of the bytes (the home's script 120 → 61 KB gzip, issue 32). The server
// keeps rendering with React, whose HTML Preact takes over as it is (web/main.tsx).
const PREACT_FOR: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};
// one resolver for the app's modules and, in `npm run dev`, for the packages bundled up front
const reactToPreact = {
  name: 'preact-in-the-browser',
  resolveId: {
    order: 'pre',
    handler(source, importer, options) {
      const preact = PREACT_FOR[source];
      return preact ? this.resolve(preact, importer, { ...options, skipSelf: true }) : null;
    },
  },
} satisfies Plugin;
const preactInTheBrowser: Plugin = {
  ...reactToPreact,
  applyToEnvironment: (environment) => environment.name === 'client',
};

// the starter stays a file of its own, outside the shop's chunk (it would import all of it)
const isStarter = (id: string) => /[\\/]app-(starter|scripts)\.ts$/.test(id);

const FORM_PARTS =
  /[\\/]web[\\/]ui[\\/](text-field|select-field|field-error|focus-on-appear)\.tsx?$/;

// the browser's files also as .br and .gz at the highest levels, once at build time (the server
// sends them as they are): on the fly, brotli can only afford a quick, weaker level per request
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };
const COMPRESS_FROM_BYTES = 1024;

// what the build would print each time although nothing is wrong, each for its own reason
const quietBuild: Rolldown.InputOptions = {
  checks: {
    // a note on the plugins' share of the build's time (here Vite's own asset and CSS plugins):
    // nothing to act on, printed on every build
    bundlerTimings: false,
  },
  onwarn(warning, warn) {
    const harmless =
      // React Router looks React's useOptimistic up and does without it; Preact has none
      (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) ||
      // the server puts the cookie dialog into a first visit's page, the browser loads it lazily
      (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
        warning.message.includes('consent/consent-dialog'));
    if (!harmless) warn(warning);
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: false,
  plugins: isSsrBuild
    ? [react()]
    : [
        preactInTheBrowser,
        // React's fast refresh cannot swap Preact's components: a change reloads the page
        react({ refreshExclude: /./ }),
        // the scripts' copies are made by compileHints, after their last change
        compression({
          include: /\.(css|svg)$/,
          threshold: COMPRESS_FROM_BYTES,
          algorithms: [defineAlgorithm('brotliCompress', BROTLI), defineAlgorithm('gzip', GZIP)],
          logLevel: 'silent',
        }),
        compileHints({
          skip: isStarter,
          brotli: BROTLI,
          gzip: GZIP,
          threshold: COMPRESS_FROM_BYTES,
        }),
      ],
  css: {
    // only the build purges: the dev server would purge against the sources as they were when it
    // started, and a class written since would have no rules
    postcss: { plugins: command === 'build' ? [keepUsedCss] : [] },
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import, global functions and if(); its own problem, not
      // ours. (mixed-decls is gone from Sass: naming it printed a warning per file.)
      scss: { silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  // React Router's package names only its development build (remix-run/react-router#12532): its
  // production build is the same code without the warnings it prints in the visitor's console
  // (the server's renderer imports the package as it is)
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ],
        }
      : {},
  // `npm run build` makes two: the browser app (with a manifest, so the server knows the hashed
  // file names) and the server's renderer of the same pages (web/entry-server.tsx)
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, sourcemap: true, rolldownOptions: quietBuild }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        chunkSizeWarningLimit: 400,
        // every browser the shop supports has modulepreload but Safari 16, which then loads a
        // lazy page's chunks one after the other instead of together: not worth 250 bytes on `/`
        modulePreload: { polyfill: false },
        // everything the entry imports statically in one chunk: left alone, Rolldown splits
        // modules that lazy pages share with the entry into many small chunks, each one more
        // request and more bytes before the home page can run (bundle-budget.spec.ts)
        rolldownOptions: {
          ...quietBuild,
          // the page's HTML names only the starter, which starts the app after the first paint
          input: {
            index: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
            starter: fileURLToPath(new URL('src/web/app-starter.ts', import.meta.url)),
          },
          output: {
            codeSplitting: {
              groups: [
                { name: 'shop', tags: ['$initial'], test: (id) => !isStarter(id) },
                // the form's small parts the lazy pages share, one chunk: each chunk of its own
                // was one more request for a form page and one more name in the home's script
                { name: 'form-parts', test: FORM_PARTS },
              ],
            },
          },
        },
        // the demo's drawings stay files (cached, and no base64 in the scripts)
        assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
      },
  // in `npm run dev` the packages the browser loads are bundled once up front, the same mapping
  // applied inside them (the server side does not use this step)
  optimizeDeps: {
    rolldownOptions: {
      plugins: [reactToPreact],
    },
  },
  // `npm run dev` runs Vite inside the shop's server (server/web/dev-web-app.ts): no port of its own
}));
