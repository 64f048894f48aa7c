import type { LoadOptions } from './load';

export interface Benchmark {
  /** Selects it on the command line: `npm run bench -- product-list`. */
  name: string;
  /** Its section heading in bench/results.md. */
  title: string;
  /** Runs it and returns the section's markdown. */
  run(options: LoadOptions): Promise<string>;
}

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
