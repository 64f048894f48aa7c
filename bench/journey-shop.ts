// The journey benchmark's shop: a fresh PostgreSQL database with the demo catalogue, server
// processes started the way `npm start` starts the shop (production, request logging on, the
// build in dist/), their CPU and memory read from /proc, and the books checked at the end.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import {
  courseBookings,
  courseDates,
  issuedDocuments,
  orders,
  outbox,
  productBatches,
  products,
} from '../src/server/db/schema';
import { seedDemoCatalogue } from '../src/server/db/seed/seed';
import { statTimes } from './cpu';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PLENTY = 1_000_000_000;

export interface BenchDatabase {
  url: string;
  goods: string[];
  courses: { productId: string; courseDateId: number }[];
  stockBefore: Map<string, number>;
  drop(): Promise<void>;
}

/**
 * An empty database of its own on the BENCH_DATABASE_URL server, dropped after the run: a
 * benchmark run again on the same server starts from nothing left by the last one.
 */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `hofladen_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A database of its own on the BENCH_DATABASE_URL server, seeded, shelves and courses full. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const { url, drop } = await createScratchDatabase();
  const database = await openDatabase({ url, dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    await seedDemoCatalogue(database.db);
    const { db } = database;
    await db
      .update(products)
      .set({ amountAvailable: PLENTY })
      .where(and(ne(products.type, 'course'), eq(products.productDisplayed, true)));
    // a product with batches sells what its unexpired batches hold, and counts that as its stock
    await db
      .update(productBatches)
      .set({ quantity: PLENTY / 10 })
      .where(eq(productBatches.expired, false));
    await db.execute(sql`
      UPDATE products SET amount_available = held.total
      FROM (SELECT product_id, sum(quantity)::int AS total FROM product_batches
            WHERE NOT expired GROUP BY product_id) AS held
      WHERE held.product_id = products.id`);
    const goodsRows = await db
      .select({ id: products.id, amount: products.amountAvailable })
      .from(products)
      .where(and(ne(products.type, 'course'), eq(products.productDisplayed, true)));
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await db
      .update(courseDates)
      .set({ totalSpace: 1_000_000 })
      .where(gt(courseDates.startsOn, soon));
    const dates = await db
      .select({ productId: courseDates.productId, courseDateId: courseDates.id })
      .from(courseDates)
      .innerJoin(products, eq(products.id, courseDates.productId))
      .where(and(gt(courseDates.startsOn, soon), eq(products.productDisplayed, true)));
    return {
      url,
      goods: goodsRows.map((row) => row.id),
      courses: dates,
      stockBefore: new Map(goodsRows.map((row) => [row.id, row.amount])),
      drop,
    };
  } finally {
    await database.close();
  }
}

/** A server in a child process, its CPU and memory read from /proc. */
export interface ChildServer {
  origin: string;
  pid: number;
  /** User + system CPU seconds so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export interface ShopProcess {
  origin: string;
  pid: number;
  /** User + system CPU seconds so far. */
  cpuSeconds(): number;
  rssMiB(): number;
  logLines(): number;
  stop(): Promise<void>;
}

/** User + system CPU seconds of process `pid` so far; with `thread`, of that thread alone. */
export const cpuSeconds = (pid: number, thread?: number) =>
  statTimes(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`)
    .seconds;
const procRss = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
};

// an idle server with --cpu-prof still samples itself: a few per cent of a core
const SETTLED_CPU_SHARE = 0.15;
const SETTLE_LIMIT_MS = 600_000;

/**
 * Until the process is idle: a fresh shop renders its pictures' sizes in advance after it starts
 * (PRERENDER_IMAGES): minutes of CPU on PGlite (its AVIF copies above all) that would otherwise
 * be counted as the load's.
 */
async function settled(pid: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds(pid) - before < SETTLED_CPU_SHARE) return;
    if (Date.now() - started > SETTLE_LIMIT_MS)
      throw new Error(`process ${pid} still busy after ${SETTLE_LIMIT_MS / 1000} s`);
  }
}

export interface ShopProcessOptions {
  port: number;
  /** PostgreSQL (seeded already) with Redis; unset: `npm start`'s embedded PGlite, seeded at start. */
  databaseUrl?: string;
  cpuProfDir?: string;
  /** The checkout to run, built already; this one unless set. */
  root?: string;
}

/** `npm start`'s server (`tsx src/server/main.ts`, the build already made) on `port`. */
export async function startShopProcess({
  port,
  databaseUrl,
  cpuProfDir,
  root = repoRoot,
}: ShopProcessOptions): Promise<ShopProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hofladen-journey-'));
  const logFile = join(dataDir, 'server.log');
  // as `npm start > server.log` writes it: a pipe into this process, busy generating load, held
  // the server's synchronous log writes up and counted the wait as the server's CPU
  const log = openSync(logFile, 'a');
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []),
      '--import',
      'tsx',
      'src/server/main.ts',
    ],
    {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        ...(databaseUrl
          ? {
              DATABASE_URL: databaseUrl,
              REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
              REDIS_KEY_PREFIX: `hofladen-journey-${port}-${Date.now()}:`,
              SEED_DEMO: 'false',
            }
          : { DATABASE_URL: '', REDIS_URL: '' }),
        // the customers' addresses come through the load generator as a proxy on loopback
        TRUST_PROXY: '127.0.0.1',
        JWT_SECRET: randomBytes(32).toString('hex'),
      },
    },
  );
  closeSync(log);
  const pid = child.pid as number;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 1800 || child.exitCode !== null)
        throw new Error(`the shop on ${port} did not start; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await settled(pid);
  } catch (error) {
    // a shop that did not come up must not outlive the benchmark
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    pid,
    cpuSeconds: () => cpuSeconds(pid),
    rssMiB: () => procRss(pid),
    logLines: () => readFileSync(logFile, 'utf8').split('\n').length - 1,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface EndCheck {
  name: string;
  expected: number | string;
  actual: number | string;
}

/** The books after the run: what the customers paid for, exactly once each, and nothing else. */
export async function checkBooks(
  database: BenchDatabase,
  bought: {
    paid: number;
    discounted: number;
    units: Record<string, number>;
    places: Record<string, number>;
  },
): Promise<EndCheck[]> {
  const opened = await openDatabase({ url: database.url, dataDir: 'memory://' });
  try {
    const { db } = opened;
    const count = sql<number>`count(*)::int`;
    const byStatus = await db
      .select({ status: orders.status, n: count })
      .from(orders)
      .groupBy(orders.status);
    const status = (name: string) => byStatus.find((row) => row.status === name)?.n ?? 0;
    const [payments] = await db
      .select({ n: count })
      .from(orders)
      .where(sql`${orders.paymentIntentId} is not null and ${orders.paidAt} is not null`);
    const [mails] = await db
      .select({ n: count })
      .from(outbox)
      .where(eq(outbox.kind, 'order-confirmation'));
    // every euro taken is invoiced: one invoice per paid order, for exactly what was paid
    const [invoices] = await db
      .select({ n: count })
      .from(issuedDocuments)
      .where(eq(issuedDocuments.kind, 'invoice'));
    const [misinvoiced] = await db
      .select({ n: count })
      .from(orders)
      .leftJoin(
        issuedDocuments,
        and(eq(issuedDocuments.orderId, orders.id), eq(issuedDocuments.kind, 'invoice')),
      )
      .where(
        and(
          eq(orders.status, 'paid'),
          sql`${issuedDocuments.grossCents} is distinct from ${orders.totalCents}`,
        ),
      );
    const [discounted] = await db
      .select({ n: count })
      .from(orders)
      .where(eq(orders.discountCode, 'HONIG10'));
    const stock = await db
      .select({ id: products.id, amount: products.amountAvailable })
      .from(products);
    const places = await db
      .select({ date: courseBookings.courseDateId, status: courseBookings.status, n: count })
      .from(courseBookings)
      // places booked outside the shop (the demo's) are not the customers'
      .where(isNotNull(courseBookings.orderId))
      .groupBy(courseBookings.courseDateId, courseBookings.status);

    let stockOff = 0;
    for (const row of stock) {
      const before = database.stockBefore.get(row.id);
      if (before === undefined) continue;
      if (before - row.amount !== (bought.units[row.id] ?? 0)) stockOff += 1;
    }
    let placesOff = 0;
    const dates = new Set([
      ...places.map((row) => String(row.date)),
      ...Object.keys(bought.places),
    ]);
    for (const date of dates) {
      const confirmed = places
        .filter((row) => String(row.date) === date && row.status !== 'released')
        .reduce((total, row) => total + row.n, 0);
      if (confirmed !== (bought.places[date] ?? 0)) placesOff += 1;
    }
    const totalOrders = byStatus.reduce((total, row) => total + row.n, 0);
    return [
      { name: 'orders', expected: bought.paid, actual: totalOrders },
      { name: 'paid orders', expected: bought.paid, actual: status('paid') },
      { name: 'payments', expected: bought.paid, actual: payments?.n ?? 0 },
      { name: 'confirmation mails in the outbox', expected: bought.paid, actual: mails?.n ?? 0 },
      { name: 'invoices', expected: bought.paid, actual: invoices?.n ?? 0 },
      {
        name: 'paid orders without an invoice of their total',
        expected: 0,
        actual: misinvoiced?.n ?? 0,
      },
      { name: 'orders with HONIG10', expected: bought.discounted, actual: discounted?.n ?? 0 },
      { name: 'products whose stock does not balance', expected: 0, actual: stockOff },
      { name: 'course dates whose places do not balance', expected: 0, actual: placesOff },
    ];
  } finally {
    await opened.close();
  }
}
