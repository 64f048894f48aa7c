// Benchmark: the catalogue list through the whole app (routing, security headers,
// compression hooks, list cache) against a raw node:http server sending the same bytes.
import type { Benchmark } from './benchmark';
import { type LoadOptions, type LoadResult, measureInterleaved } from './load';
import { machineSummary, timestamp } from './machine';
import { type RunningServer, startRawJson, startShop } from './servers';

const PATH = '/api/products?type=honig';
const GOAL = 0.75;

const perSecond = (result: LoadResult) =>
  Math.round(result.requestsPerSecond).toLocaleString('en-US');
const cpu = (result: LoadResult) =>
  result.cpuMicrosPerRequest === undefined ? 'n/a' : `${result.cpuMicrosPerRequest.toFixed(0)} µs`;

function table(rows: [string, LoadResult][]): string {
  const lines = rows.map(
    ([name, result]) =>
      `| ${name} | ${perSecond(result)} | ${result.p99Ms} ms | ${cpu(result)} | ${result.failures} |`,
  );
  const head = '| server | req/s | p99 latency | server CPU per request | failures |';
  return [head, '|---|---:|---:|---:|---:|', ...lines].join('\n');
}

function verdict(app: LoadResult, floor: LoadResult): string[] {
  const ratio = app.requestsPerSecond / floor.requestsPerSecond;
  const met = ratio >= GOAL && app.failures + floor.failures === 0;
  const lines = [
    `Ratio app / raw: **${ratio.toFixed(2)}×** — goal ≥ ${GOAL}×: **${met ? 'met' : 'not met'}**`,
  ];
  // the same comparison by CPU cost, which a busy machine distorts far less than req/s
  if (app.cpuMicrosPerRequest !== undefined && floor.cpuMicrosPerRequest !== undefined) {
    const cpuRatio = floor.cpuMicrosPerRequest / app.cpuMicrosPerRequest;
    lines.push('', `By server CPU per request (raw / app): ${cpuRatio.toFixed(2)}×.`);
  }
  return lines;
}

export const productListBench: Benchmark = {
  name: 'product-list',
  title: 'Product list',
  async run(options: LoadOptions) {
    const shop = await startShop();
    let raw: RunningServer | undefined;
    try {
      const response = await fetch(`${shop.origin}${PATH}`);
      if (!response.ok) throw new Error(`${PATH} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const products = (JSON.parse(body.toString('utf8')) as unknown[]).length;
      raw = await startRawJson(body);

      const [app, floor] = (await measureInterleaved(
        [`${shop.origin}${PATH}`, `${raw.origin}${PATH}`],
        options,
      )) as [LoadResult, LoadResult];

      return [
        `Measured ${timestamp()} on ${machineSummary()}.`,
        '',
        `\`GET ${PATH}\` (${products} products, ${(body.length / 1024).toFixed(1)} KiB of JSON), ` +
          `autocannon with ${options.connections} connections, ${options.duration} s per server in ` +
          `${options.rounds} interleaved rounds after a ${options.warmup} s warm-up; the load ` +
          'generator runs in a worker thread, both servers on the main thread of one process.',
        '',
        table([
          ['Hofladen (Fastify, in-memory PGlite, request logging on)', app],
          ['raw node:http, same pre-serialised JSON', floor],
        ]),
        '',
        ...verdict(app, floor),
      ].join('\n');
    } finally {
      await raw?.close();
      await shop.close();
    }
  },
};
