// `npm run bench [-- name…]`: runs the benchmarks (all, or the named ones), prints each
// section and rewrites their sections of bench/results.md.
// BENCH_DURATION / BENCH_WARMUP (seconds) and BENCH_ROUNDS shorten a trial run; the committed
// numbers use the defaults. The journey benchmark takes `--customers 64`, `--duration 10m`
// (or `60s`) and `--cpu-prof`.
import { fileURLToPath } from 'node:url';
import type { Benchmark } from './benchmark';
import { checkoutContentionBench } from './checkout-contention.bench';
import { homePageBench } from './home-page.bench';
import { journeyBench } from './journey.bench';
import { journeyStepsBench } from './journey-steps.bench';
import { legacyImportBench } from './legacy-import.bench';
import { lighthouseBench } from './lighthouse.bench';
import type { LoadOptions } from './load';
import { productListBench } from './product-list.bench';
import { type ResultSection, writeResults } from './report';

const benchmarks: Benchmark[] = [
  productListBench,
  checkoutContentionBench,
  homePageBench,
  lighthouseBench,
  journeyBench,
  journeyStepsBench,
  legacyImportBench,
];
const resultsFile = fileURLToPath(new URL('./results.md', import.meta.url));

const options: LoadOptions = {
  connections: 100,
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 3),
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
};

/** `60s`, `10m` or plain seconds. */
function seconds(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(text);
  if (!match) throw new Error(`--duration ${text}: expected e.g. 60s or 10m`);
  return Number(match[1]) * (match[2] === 'm' ? 60 : 1);
}

function parseArguments(args: string[]): string[] {
  const names: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--cpu-prof') options.cpuProf = true;
    else if (arg === '--duration') options.soakSeconds = seconds(args[++i] ?? '');
    else if (arg === '--customers') options.customers = Number(args[++i]);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else names.push(arg);
  }
  return names;
}

async function main(): Promise<void> {
  const wanted = parseArguments(process.argv.slice(2));
  const unknown = wanted.filter((name) => !benchmarks.some((bench) => bench.name === name));
  if (unknown.length > 0) {
    const known = benchmarks.map((bench) => bench.name).join(', ');
    throw new Error(`Unknown benchmark ${unknown.join(', ')}; known: ${known}`);
  }
  const selected =
    wanted.length > 0 ? benchmarks.filter((b) => wanted.includes(b.name)) : benchmarks;

  const sections: ResultSection[] = [];
  for (const bench of selected) {
    console.log(`\n## ${bench.title}\n(running ${bench.name}…)\n`);
    const body = await bench.run(options);
    console.log(body);
    sections.push({ title: bench.title, body });
  }
  writeResults(resultsFile, sections);
  console.log(`\nwrote ${resultsFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
