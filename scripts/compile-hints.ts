import { type BrotliOptions, brotliCompressSync, gzipSync, type ZlibOptions } from 'node:zlib';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface CompileHintOptions {
  /** Chunks that are not to carry the hint (the starter, which the page carries inline). */
  skip: (moduleId: string) => boolean;
  /** The levels the scripts' compressed copies (.br, .gz) are made at. */
  brotli: BrotliOptions;
  gzip: ZlibOptions;
  /** Scripts smaller than this many bytes get no compressed copies. */
  threshold: number;
}

/**
 * Marks the browser's chunks for V8 to compile whole off the main thread, while each file is
 * still loading, and makes every script's compressed copies. Without the hint, each function is
 * compiled on its first call: on a first visit a third of the hydration's task was compiling the
 * app's functions one by one (docs/decisions/038-preact-in-the-browser.md). Each chunk is loaded
 * when its code is about to run, so little is compiled in vain.
 *
 * V8 reads the hint only as the file's first line. Vite puts its list of a chunk's preloads at the
 * top as the bundle is generated, after the plugins' own steps, and the compression plugin makes
 * its copies there too: this plugin runs last, adds the hint, moves the source map one line down
 * and compresses the scripts itself, once (the compression plugin is left the stylesheets and
 * pictures).
 */
export function compileHints({ skip, brotli, gzip, threshold }: CompileHintOptions): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (!file.fileName.endsWith('.js')) continue;
          if (file.type === 'chunk' && !skip(file.facadeModuleId ?? '')) {
            file.code = `${COMPILE_HINT}\n${file.code}`;
            const map = bundle[`${file.fileName}.map`];
            if (map?.type === 'asset') {
              const parsed = JSON.parse(String(map.source)) as { mappings: string };
              // one generated line more at the top: an empty first line of mappings
              map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
            }
          }
          const code = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (code.length < threshold) continue;
          // a copy no smaller than the script is not worth sending (the compression plugin's rule)
          const copies = [
            [`${file.fileName}.br`, brotliCompressSync(code, brotli)],
            [`${file.fileName}.gz`, gzipSync(code, gzip)],
          ] as const;
          for (const [fileName, source] of copies) {
            if (source.length < code.length) this.emitFile({ type: 'asset', fileName, source });
          }
        }
      },
    },
  };
}
