// Benchmark: the catalogue list through the whole app (routing, security headers,
// compression hooks, list cache) against a raw node:http server sending the same bytes.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from './benchmark';
import { type ChildServer, cpuSeconds, startShopProcess } from './journey-shop';
import { type LoadOptions, type LoadResult, measureInterleaved } from './load';
import { machineSummary, timestamp } from './machine';
import { type RunningServer, startRawJson, startShop } from './servers';

const PATH = '/api/products?type=honig';
const GOAL = 0.9;
const SHOP_PORT = 3288;
const RAW_PORT = 3289;
const rawServerFile = fileURLToPath(new URL('./raw-json-server.ts', import.meta.url));

/** The raw node:http floor in a process of its own, answering `body`. */
async function startRawProcess(body: Buffer): Promise<ChildServer> {
  const dir = mkdtempSync(join(tmpdir(), 'hofladen-raw-'));
  const file = join(dir, 'body.json');
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['--import', 'tsx', rawServerFile], {
    env: { ...process.env, RAW_BODY_FILE: file, PORT: String(RAW_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (line: Buffer) => resolve(line.toString().trim()));
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  const pid = child.pid as number;
  return {
    origin,
    pid,
    cpuSeconds: () => cpuSeconds(pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Both servers in processes of their own, the shop as `npm start` runs it, autocannon here. */
async function measureApart(body: Buffer, options: LoadOptions): Promise<[LoadResult, LoadResult]> {
  const shop = await startShopProcess({ port: SHOP_PORT });
  const raw = await startRawProcess(body);
  try {
    const micros = (server: ChildServer) => () => server.cpuSeconds() * 1e6;
    return (await measureInterleaved([`${shop.origin}${PATH}`, `${raw.origin}${PATH}`], options, [
      micros(shop),
      micros(raw),
    ])) as [LoadResult, LoadResult];
  } finally {
    await raw.stop();
    await shop.stop();
  }
}

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
    let shopOpen = true;
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
      await raw.close();
      raw = undefined;
      await shop.close();
      shopOpen = false;
      const [appApart, floorApart] = await measureApart(body, options);

      return [
        `Measured ${timestamp()} on ${machineSummary()}.`,
        '',
        `\`GET ${PATH}\` (${products} products, ${(body.length / 1024).toFixed(1)} KiB of JSON), ` +
          `autocannon with ${options.connections} connections, ${options.duration} s per server in ` +
          `${options.rounds} interleaved rounds after a ${options.warmup} s warm-up, measured two ways.`,
        '',
        '**Apart**: the shop as `npm start` runs it (its own process: `tsx src/server/main.ts`, ' +
          'production build, embedded PGlite, request logging on, to a file), the raw server in a ' +
          'process of its own, the load generator in this one; CPU read from /proc per server process.',
        '',
        table([
          ['Hofladen (`npm start`)', appApart],
          ['raw node:http, same pre-serialised JSON', floorApart],
        ]),
        '',
        ...verdict(appApart, floorApart),
        '',
        '**Together**: both servers on the main thread of this process, the load generator in a ' +
          'worker thread of it.',
        '',
        table([
          ['Hofladen (Fastify, in-memory PGlite, request logging on, to /dev/null)', app],
          ['raw node:http, same pre-serialised JSON', floor],
        ]),
        '',
        ...verdict(app, floor),
      ].join('\n');
    } finally {
      await raw?.close();
      if (shopOpen) await shop.close();
    }
  },
};
