// Benchmark: 50 customers buying the last 10 of one product at the same moment, against
// 50 customers buying 50 different products. Row locks serialise the first case; the goal is
// that they cost it no more than half the throughput.
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { products } from '../src/server/db/schema';
import { seedDemoCatalogue } from '../src/server/db/seed/seed';
import type { Benchmark } from './benchmark';
import { createScratchDatabase } from './journey-shop';
import { machineSummary, timestamp } from './machine';

const CUSTOMERS = 50;
const HOT_STOCK = 10;
const GOAL = 0.5;

/** The demo catalogue in a database of its own: on BENCH_DATABASE_URL's server, or in memory. */
async function openBenchDatabase(): Promise<{
  database: Database;
  label: string;
  drop(): Promise<void>;
}> {
  const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase() : undefined;
  const database = await openDatabase({ url: scratch?.url, dataDir: 'memory://', poolSize: 20 });
  await migrateDatabase(database);
  await seedDemoCatalogue(database.db);
  return {
    database,
    label: scratch ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'in-memory PGlite',
    drop: async () => {
      await database.close();
      await scratch?.drop();
    },
  };
}

async function addBenchProducts(database: Database): Promise<string[]> {
  const [template] = await database.db
    .select()
    .from(products)
    .where(eq(products.type, 'care'))
    .limit(1);
  if (!template) throw new Error('demo catalogue has no care product');
  const ids = Array.from({ length: CUSTOMERS }, (_, i) => `p-bench-${i}`);
  await database.db
    .insert(products)
    .values(
      ids.map((id, i) => ({ ...template, id, title: `Bench ${i}`, amountAvailable: 1_000_000 })),
    );
  return ids;
}

/**
 * One burst of 50 simultaneous checkouts, each from an address of its own as 50 customers'
 * are: the checkouts of one address take its lock in turn (decision 013), which made every
 * burst from this one process a queue and measured that queue instead of the products' rows.
 */
async function burst(
  origin: string,
  productIds: string[],
  nextAddress: () => string,
): Promise<{ seconds: number; ok: number }> {
  const started = performance.now();
  const statuses = await Promise.all(
    productIds.map((productId) =>
      fetch(`${origin}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ lines: [{ productId, quantity: 1 }] }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  const unexpected = statuses.filter((status) => status !== 200 && status !== 409);
  if (unexpected.length > 0) throw new Error(`unexpected answers: ${unexpected.join(', ')}`);
  return {
    seconds: (performance.now() - started) / 1000,
    ok: statuses.filter((s) => s === 200).length,
  };
}

export const checkoutContentionBench: Benchmark = {
  name: 'checkout-contention',
  title: 'Checkout contention',
  async run(options) {
    const { database, label, drop } = await openBenchDatabase();
    const spread = await addBenchProducts(database);
    const hotId = spread[0] as string;
    // npm start's defaults; the customers' addresses come through this process as a proxy
    const config = loadConfig({
      DATA_DIR: 'memory://',
      TRUST_PROXY: '127.0.0.1',
      // a fresh database has no picture sizes yet: rendering them on this machine's two cores
      // would be measured as checkouts; a shop past its first start has them
      PRERENDER_IMAGES: 'false',
    });
    let addresses = 0;
    const nextAddress = () => {
      const n = addresses++;
      return `10.7.${n >> 8}.${n & 255}`;
    };
    const app = await buildApp({
      database,
      config,
      sweepIntervalMs: 0,
      logFile: '/dev/null',
    });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const rounds = Math.max(4, options.rounds * 4);
    const totals = { hot: 0, hotSeconds: 0, spreadSeconds: 0 };
    try {
      for (let round = 0; round < rounds + 1; round++) {
        await database.db
          .update(products)
          .set({ amountAvailable: HOT_STOCK })
          .where(eq(products.id, hotId));
        const hot = await burst(
          origin,
          Array.from({ length: CUSTOMERS }, () => hotId),
          nextAddress,
        );
        const wide = await burst(origin, spread, nextAddress);
        if (hot.ok !== HOT_STOCK) throw new Error(`sold ${hot.ok} of a stock of ${HOT_STOCK}`);
        if (round === 0) continue; // warm-up
        totals.hot += hot.ok;
        totals.hotSeconds += hot.seconds;
        totals.spreadSeconds += wide.seconds;
      }
    } finally {
      await app.close();
      await drop();
    }
    const hotRate = (rounds * CUSTOMERS) / totals.hotSeconds;
    const spreadRate = (rounds * CUSTOMERS) / totals.spreadSeconds;
    const ratio = hotRate / spreadRate;
    return [
      `Measured ${timestamp()} on ${machineSummary()}; database: ${label}.`,
      '',
      `${rounds} rounds (after one warm-up) of ${CUSTOMERS} simultaneous \`POST /api/checkout\`, each from an address of its own, at the shop's default limits: once all ` +
        `for one product with stock ${HOT_STOCK} (10 succeed, 40 get 409), once for ${CUSTOMERS} different products.`,
      '',
      '| case | checkouts answered per second | sold per round |',
      '|---|---:|---:|',
      `| ${CUSTOMERS} on one product, stock ${HOT_STOCK} | ${hotRate.toFixed(0)} | ${totals.hot / rounds} |`,
      `| ${CUSTOMERS} on different products | ${spreadRate.toFixed(0)} | ${CUSTOMERS} |`,
      '',
      `Ratio contended / spread: **${ratio.toFixed(2)}×** — goal ≥ ${GOAL}×: **${ratio >= GOAL ? 'met' : 'not met'}**`,
    ].join('\n');
  },
};
