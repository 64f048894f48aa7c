import type { LoadOptions } from './load';

export interface Benchmark {
  /** Selects it on the command line: `npm run bench -- product-list`. */
  name: string;
  /** Its section heading in bench/results.md. */
  title: string;
  /** Runs it and returns the section's markdown. */
  run(options: LoadOptions): Promise<string>;
}
