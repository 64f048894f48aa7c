import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { PaymentProvider } from '../checkout/payment-provider';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { seedDemoCatalogue } from '../db/seed/seed';
import { ensureTaxClasses } from '../db/tax-classes';
import type { DatabaseKind } from './databases';

// every injected request comes from one address: suites that test the per-address caps set them
export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    MAX_OPEN_ORDERS_PER_ADDRESS: '100000',
    MAX_HELD_UNITS_PER_ADDRESS: '100000',
    MAX_HELD_PLACES_PER_ADDRESS: '100000',
    MAX_HELD_SHARE_PERCENT: '100',
    HOLD_COOLDOWN_MINUTES: '0',
    // a suite starts many shops: none of them renders all images in the background
    PRERENDER_IMAGES: 'false',
    ...overrides,
  });

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A shop on a fresh database of `kind` with the demo catalogue, served through `app.inject()`. */
export async function startTestShop(
  kind: DatabaseKind,
  options: {
    seed?: boolean;
    today?: string;
    /** The checkout's clock; the system's unless set. */
    now?: () => Date;
    config?: Record<string, string>;
    payments?: PaymentProvider;
    /** A built browser app to serve; none by default. */
    webRoot?: string;
    /** The kept pages' clock (web/page-cache.ts), in milliseconds. */
    pageCacheClock?: () => number;
  } = {},
): Promise<TestShop> {
  const database = await kind.open();
  await ensureTaxClasses(database.db);
  if (options.seed ?? true) await seedDemoCatalogue(database.db);
  const today = options.today ?? '2026-11-22';
  const app = await buildApp({
    database,
    config: testConfig(options.config),
    webRoot: options.webRoot ?? '/nonexistent',
    today: () => today,
    now: options.now,
    payments: options.payments,
    sweepIntervalMs: 0,
    pageCacheClock: options.pageCacheClock,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A test shop for the suite: started before its tests, closed after them. */
export function useTestShop(
  kind: DatabaseKind,
  options: Parameters<typeof startTestShop>[1] = {},
): () => TestShop {
  let shop: TestShop | undefined;
  beforeAll(async () => {
    shop = await startTestShop(kind, options);
  });
  afterAll(async () => {
    await shop?.close();
  });
  return () => {
    if (!shop) throw new Error('the test shop has not started');
    return shop;
  };
}
