import { type BrotliOptions, brotliCompressSync, gzipSync, type ZlibOptions } from 'node:zlib';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface CompileHintOptions {
  /** Chunks that are not to carry the hint (the starter, which the page carries inline). */
  skip: (moduleId: string) => boolean;
  /** The levels the build's compressed copies (.br, .gz) are made at. */
  brotli: BrotliOptions;
  gzip: ZlibOptions;
}

/**
 * Marks the browser's chunks for V8 to compile whole off the main thread, while each file is
 * still loading. Without it, each function is compiled on its first call: on a first visit a third
 * of the hydration's task was compiling the app's functions one by one
 * (docs/decisions/038-preact-in-the-browser.md). Each chunk is loaded when its code is about to
 * run, so little is compiled in vain.
 *
 * V8 reads the hint only as the file's first line. Vite puts its list of a chunk's preloads at the
 * top as the bundle is generated, after the plugins' own steps, and the compressed copies are
 * made there too: the hint is added last, its source map moved down one line, and the chunk's
 * compressed copies made again.
 */
export function compileHints({ skip, brotli, gzip }: CompileHintOptions): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || skip(chunk.facadeModuleId ?? '')) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            // one generated line more at the top: an empty first line of mappings
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
          const code = Buffer.from(chunk.code);
          const brotliCopy = bundle[`${chunk.fileName}.br`];
          if (brotliCopy?.type === 'asset') brotliCopy.source = brotliCompressSync(code, brotli);
          const gzipCopy = bundle[`${chunk.fileName}.gz`];
          if (gzipCopy?.type === 'asset') gzipCopy.source = gzipSync(code, gzip);
        }
      },
    },
  };
}
