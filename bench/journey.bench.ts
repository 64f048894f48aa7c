// Benchmark: the whole customer journey under load — many simulated customers (closed loop) on
// two server processes sharing PostgreSQL and Redis, each loading the home, a product page and
// the cart, checking out, paying on the simulated provider and loading the success page. Fails
// on any error and on any lost or doubled order (the books are checked at the end).
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AutovacuumStandIn, keepLikeAutovacuum } from './autovacuum-stand-in';
import type { Benchmark } from './benchmark';
import { summariseCpuProfiles } from './cpu-profile';
import { type CustomerPlan, type CustomerReport, STEPS, type Step } from './journey-customers';
import {
  checkBooks,
  createBenchDatabase,
  type ShopProcess,
  startShopProcess,
} from './journey-shop';
import { machineSummary, timestamp } from './machine';
import { type CpuShare, cpuShares, cpuSnapshot } from './machine-cpu';
import { buildWebApp } from './servers';

const ORDERS_GOAL = 100;
const P95_GOAL_MS = 250;
const PROCESSES = 2;
const FIRST_PORT = 3290;
const generatorFile = fileURLToPath(new URL('./journey-customers.ts', import.meta.url));

export interface JourneyOptions {
  customers: number;
  /** Seconds of load after the warm-up. */
  seconds: number;
  /** Write V8 CPU profiles of the servers into this folder. */
  cpuProfDir?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function startGenerator(plan: CustomerPlan): { pid: number; report: Promise<CustomerReport> } {
  const child = fork(generatorFile, [], { execArgv: ['--import', 'tsx'] });
  const report = new Promise<CustomerReport>((resolve, reject) => {
    child.once('message', (answer) => resolve(answer as CustomerReport));
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    child.send(plan);
  });
  return { pid: child.pid ?? -1, report };
}

function merge(reports: CustomerReport[]): CustomerReport {
  const [first, ...rest] = reports as [CustomerReport, ...CustomerReport[]];
  for (const report of rest) {
    for (const step of STEPS) first.latencies[step].push(...report.latencies[step]);
    first.paid += report.paid;
    first.paidMeasured += report.paidMeasured;
    first.discounted += report.discounted;
    first.errors += report.errors;
    first.firstErrors.push(...report.firstErrors);
    for (const [id, n] of Object.entries(report.units))
      first.units[id] = (first.units[id] ?? 0) + n;
    for (const [id, n] of Object.entries(report.places))
      first.places[id] = (first.places[id] ?? 0) + n;
  }
  return first;
}

export async function runJourney(options: JourneyOptions): Promise<string> {
  buildWebApp();
  const database = await createBenchDatabase();
  const shops: ShopProcess[] = [];
  let upkeep: AutovacuumStandIn | undefined;
  try {
    const start = Date.now();
    upkeep = await keepLikeAutovacuum(database.url);
    for (let i = 0; i < PROCESSES; i++)
      shops.push(
        await startShopProcess({
          port: FIRST_PORT + i,
          databaseUrl: database.url,
          cpuProfDir: options.cpuProfDir,
        }),
      );
    const warmup = Math.min(15, Math.max(5, Math.round(options.seconds / 10)));
    const measureFrom = Date.now() + warmup * 1000;
    const stopAt = measureFrom + options.seconds * 1000;
    const generators = Number(process.env.BENCH_GENERATORS ?? 1);
    const load = os.loadavg()[0] ?? 0;

    // memory and CPU of each process, read every few seconds
    const memory: number[][] = shops.map(() => []);
    const sampler = setInterval(() => {
      for (const [i, shop] of shops.entries()) memory[i]?.push(shop.rssMiB());
    }, 5_000);
    let cpuAtStart: number[] = [];
    let cpuAtEnd: number[] = [];
    let machineAtStart = cpuSnapshot();
    let machineAtEnd = machineAtStart;
    let loadDuring = 0;
    const marks = [
      setTimeout(() => {
        cpuAtStart = shops.map((shop) => shop.cpuSeconds());
        machineAtStart = cpuSnapshot();
      }, measureFrom - Date.now()),
      setTimeout(() => {
        cpuAtEnd = shops.map((shop) => shop.cpuSeconds());
        machineAtEnd = cpuSnapshot();
        loadDuring = os.loadavg()[0] ?? 0;
      }, stopAt - Date.now()),
    ];
    const customers = Math.ceil(options.customers / generators);
    const running = Array.from({ length: generators }, (_, index) =>
      startGenerator({
        origins: shops.map((shop) => shop.origin),
        customers,
        stopAt,
        measureFrom,
        goods: database.goods,
        courses: database.courses,
        index,
      }),
    );
    const report = merge(await Promise.all(running.map((generator) => generator.report)));
    clearInterval(sampler);
    for (const mark of marks) clearTimeout(mark);
    const logLines = shops.map((shop) => shop.logLines());
    const serverPids = shops.map((shop) => shop.pid);
    await Promise.all(shops.map((shop) => shop.stop()));
    shops.length = 0;
    await upkeep.stop();

    const checks = await checkBooks(database, report);
    const failed = checks.filter((check) => check.expected !== check.actual);
    const ordersPerSecond = report.paidMeasured / options.seconds;
    const cpu = cpuAtEnd.reduce((t, v, i) => t + v - (cpuAtStart[i] ?? 0), 0);
    const requests = STEPS.reduce((total, step) => total + report.latencies[step].length, 0);
    const sortedOf = (step: Step) => [...report.latencies[step]].sort((a, b) => a - b);
    // a step no journey needed (the cart's products, when every page came with fresh data)
    const p95MetBy = (sorted: number[]) =>
      sorted.length === 0 || percentile(sorted, 95) <= P95_GOAL_MS;
    const rows = STEPS.map((step: Step) => {
      const sorted = sortedOf(step);
      const cell = (p: number) =>
        sorted.length === 0 ? '–' : `${percentile(sorted, p).toFixed(0)} ms`;
      const worst = p95MetBy(sorted) ? '' : ' ⚠';
      return `| ${step} | ${sorted.length} | ${cell(50)} | ${cell(95)}${worst} | ${cell(99)} |`;
    });
    const p95Met = STEPS.every((step) => p95MetBy(sortedOf(step)));
    const memoryRows = memory.map((samples, i) => {
      const third = Math.max(1, Math.floor(samples.length / 3));
      const avg = (xs: number[]) => xs.reduce((t, v) => t + v, 0) / Math.max(1, xs.length);
      return (
        `| server ${i + 1} | ${avg(samples.slice(0, third)).toFixed(0)} MiB | ` +
        `${avg(samples.slice(-third)).toFixed(0)} MiB | ${Math.max(...samples).toFixed(0)} MiB | ${logLines[i]} |`
      );
    });
    const machineRows = machineCpuRows(
      cpuShares(machineAtStart, machineAtEnd, [
        { name: 'the two servers', pids: serverPids },
        { name: 'PostgreSQL', command: (command) => command === 'postgres' },
        { name: 'the load generator', pids: running.map((generator) => generator.pid) },
        { name: 'Redis', command: (command) => command.startsWith('redis-server') },
      ]),
      report.paidMeasured,
      options.seconds,
    );
    const profile = options.cpuProfDir
      ? summariseCpuProfiles(options.cpuProfDir, (measureFrom - start) / 1000 + 5)
      : [];
    const body = [
      `Measured ${timestamp()} on ${machineSummary()}; load average ${loadDuring.toFixed(1)} at ` +
        `the end of the run (${load.toFixed(1)} before it).`,
      '',
      `${options.customers} closed-loop customers (${generators} load-generator process${generators > 1 ? 'es' : ''}), ` +
        `${PROCESSES} server processes as \`npm start\` runs them (production build, request logging ` +
        `on, to a file), PostgreSQL (a fresh database; ${upkeep.description}) and Redis; ${warmup} s warm-up, then ` +
        `${options.seconds} s measured. A journey: home, a product page, the cart page (cart in its ` +
        "cookie; the page's app asks for a product again when the page came with data older " +
        'than 2 s), `POST /api/checkout` (30 % with HONIG10), the simulated payment page and its ' +
        '`pay`, the success page; a quarter of the customers book a course place (half of them only that).',
      '',
      `**${ordersPerSecond.toFixed(1)} paid orders/s** — goal ≥ ${ORDERS_GOAL}: ` +
        `**${ordersPerSecond >= ORDERS_GOAL ? 'met' : 'not met'}**; p95 ≤ ${P95_GOAL_MS} ms on every step: ` +
        `**${p95Met ? 'met' : 'not met'}**. Server CPU per paid order: ` +
        `**${((cpu * 1000) / Math.max(1, report.paidMeasured)).toFixed(1)} ms** over both processes ` +
        `(${((cpu * 1e6) / Math.max(1, requests)).toFixed(0)} µs per request); errors: **${report.errors}**.`,
      '',
      ...machineRows,
      '',
      '| step | requests | p50 | p95 | p99 |',
      '|---|---:|---:|---:|---:|',
      ...rows,
      '',
      'Memory (resident) over the run, first third vs last third of the samples (every 5 s), and log lines written:',
      '',
      '| process | first third | last third | peak | log lines |',
      '|---|---:|---:|---:|---:|',
      ...memoryRows,
      '',
      `End checks (${report.paid} journeys paid in all, warm-up included):`,
      '',
      '| check | expected | found |',
      '|---|---:|---:|',
      ...checks.map((check) => `| ${check.name} | ${check.expected} | ${check.actual} |`),
      ...(profile.length > 0
        ? [
            '',
            'Hottest functions in the servers while measured (self time, share of busy time, both processes):',
            '',
            ...profile,
          ]
        : []),
    ].join('\n');
    if (failed.length > 0 || report.errors > 0) {
      throw new Error(
        `journey benchmark failed: ${failed.map((c) => `${c.name} ${c.actual} ≠ ${c.expected}`).join('; ')}` +
          ` ${report.firstErrors.join('\n')}\n\n${body}`,
      );
    }
    return body;
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
    await upkeep?.stop();
    await database.drop();
  }
}

/** The machine's CPU while measured, per paid order, split by who used it. */
function machineCpuRows(shares: CpuShare[], paid: number, seconds: number): string[] {
  const busy = shares.reduce((sum, share) => sum + share.seconds, 0);
  const cores = os.cpus().length;
  const perOrder = (cpu: number) => `${((cpu * 1000) / Math.max(1, paid)).toFixed(1)} ms`;
  const share = (cpu: number) => `${((100 * cpu) / Math.max(1e-9, busy)).toFixed(0)} %`;
  return [
    `Where the machine's CPU went while measured: ${busy.toFixed(0)} of the ${cores} cores' ` +
      `${(cores * seconds).toFixed(0)} CPU seconds were busy (${((100 * busy) / (cores * seconds)).toFixed(0)} %).`,
    '',
    '| used by | CPU per paid order | share of the busy time |',
    '|---|---:|---:|',
    ...shares.map((row) => `| ${row.name} | ${perOrder(row.seconds)} | ${share(row.seconds)} |`),
    `| **the machine** | **${perOrder(busy)}** | 100 % |`,
  ];
}

export const journeyBench: Benchmark = {
  name: 'journey',
  title: 'Customer journey under load',
  run: (options) =>
    runJourney({
      customers: options.customers ?? 64,
      seconds: options.soakSeconds ?? 600,
      cpuProfDir: options.cpuProf ? mkdtempSync(join(os.tmpdir(), 'hofladen-prof-')) : undefined,
    }),
};
