// Benchmark: the server CPU each step of a customer's journey costs, one step at a time. The
// journey benchmark measures all steps at once on a saturated machine, where orders per second
// move by a fifth from run to run; here one server process (as `npm start` runs it, on
// PostgreSQL with Redis) answers a few hundred requests of one kind after a warm-up, and its CPU
// is read from /proc before and after: the figure to compare when changing one step.
import type { Benchmark } from './benchmark';
import { type Answer, BUYER, CARD, send } from './journey-requests';
import { createBenchDatabase, startShopProcess } from './journey-shop';
import { machineSummary, timestamp } from './machine';
import { buildWebApp } from './servers';

const REQUESTS = 600;
const WARMUP = 100;
const CONCURRENCY = 4;
const PORT = 3297;

function expectStatus(step: string, answer: Answer, status = 200): Answer {
  if (answer.status !== status)
    throw new Error(`${step}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return answer;
}

export async function runJourneySteps(): Promise<string> {
  buildWebApp();
  const database = await createBenchDatabase();
  const shop = await startShopProcess({ port: PORT, databaseUrl: database.url });
  const rows: { step: string; micros: number }[] = [];
  try {
    const { origin } = shop;
    const visit = (path: string, ip: string, cookie?: string) =>
      send(`${origin}${path}`, {
        headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      });
    const post = (path: string, ip: string, body: unknown) =>
      send(`${origin}${path}`, {
        method: 'POST',
        json: true,
        headers: { 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
    let addresses = 0;
    // a new address per request, as in the journey: the per-address limits hold
    const nextIp = () => {
      const n = addresses++;
      return `10.9.${n >> 8}.${n & 255}`;
    };
    const product = (i: number) => database.goods[i % database.goods.length] as string;
    const cart = (i: number) =>
      `hofladen_cart=${encodeURIComponent(
        JSON.stringify([{ itemId: product(i), quantity: 1, course: null, tempId: 'abcdefghijk' }]),
      )}`;

    async function measure(step: string, once: (i: number) => Promise<void>): Promise<void> {
      for (let i = 0; i < WARMUP; i++) await once(i);
      const before = shop.cpuSeconds();
      let next = WARMUP;
      const last = WARMUP + REQUESTS;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < last) await once(next++);
        }),
      );
      rows.push({ step, micros: ((shop.cpuSeconds() - before) * 1e6) / REQUESTS });
    }

    await measure('home', async () => {
      expectStatus('home', await visit('/', nextIp()));
    });
    await measure('product', async (i) => {
      expectStatus('product', await visit(`/produkt/${product(i)}`, nextIp()));
    });
    await measure('cart', async (i) => {
      expectStatus('cart', await visit('/einkaufswagen', nextIp(), cart(i)));
    });
    const sessions: { id: string; ip: string }[] = [];
    await measure('checkout', async (i) => {
      const ip = nextIp();
      const answer = await post('/api/checkout', ip, {
        lines: [{ productId: product(i), quantity: 1, course: null }],
        discountCode: i % 3 === 0 ? 'HONIG10' : null,
      });
      const { url } = JSON.parse(expectStatus('checkout', answer).body) as { url: string };
      sessions.push({ id: url.split('/zahlung/')[1] ?? '', ip });
    });
    await measure('payment page', async (i) => {
      const session = sessions[i] as { id: string; ip: string };
      expectStatus('payment page', await visit(`/zahlung/${session.id}`, session.ip));
    });
    const successPages: string[] = [];
    await measure('pay', async (i) => {
      const session = sessions[i] as { id: string; ip: string };
      const answer = await post(`/api/payments/simulated/${session.id}/pay`, session.ip, {
        email: `kundin-${i}@example.org`,
        ...CARD,
        buyer: BUYER,
      });
      const { redirectUrl } = JSON.parse(expectStatus('pay', answer).body) as {
        redirectUrl: string;
      };
      const success = new URL(redirectUrl);
      successPages.push(`${success.pathname}${success.search}`);
    });
    // each success page once, as a customer sees it after paying
    await measure('success', async (i) => {
      expectStatus('success', await visit(successPages[i] as string, nextIp()));
    });
  } finally {
    await shop.stop();
    await database.drop();
  }
  const total = rows.reduce((sum, row) => sum + row.micros, 0);
  return [
    `Measured ${timestamp()} on ${machineSummary()}.`,
    '',
    `One server process as \`npm start\` runs it (production build, request logging on, to a file) on PostgreSQL and Redis; per step ${WARMUP} requests to warm up, then ${REQUESTS} with ${CONCURRENCY} at a time, each from an address of its own; server CPU read from /proc. Home and product pages are mostly kept pages (the product pages go through the catalogue in turn); the cart holds one product; a third of the checkouts use HONIG10; each success page is a first view after paying.`,
    '',
    '| step | server CPU per request |',
    '|---|---:|',
    ...rows.map((row) => `| ${row.step} | ${(row.micros / 1000).toFixed(2)} ms |`),
    `| **a journey (sum)** | **${(total / 1000).toFixed(1)} ms** |`,
  ].join('\n');
}

export const journeyStepsBench: Benchmark = {
  name: 'journey-steps',
  title: 'Server CPU per journey step',
  run: () => runJourneySteps(),
};
