// The journey benchmark's load generator, in a process of its own (forked by journey.bench.ts):
// closed-loop customers, each buying once per journey the way a browser does it — pages
// rendered on the server, the cart in a cookie, the checkout, the simulated payment page's
// requests and the success page, with the API requests a page's app makes once it runs (the
// cart's products when the page's data is older than a kept page may be; the payment and
// success pages come with their data). Every journey is a new customer with an address of its
// own (X-Forwarded-For through the trusted loopback proxy), so the per-address limits hold as
// for real visitors. It answers the parent with latencies per step and what was bought.

import { Agent } from 'node:http';
import { pageDataReadAt } from '../e2e/support/page-state';
import { PAGE_DATA_MAX_AGE_MS } from '../src/domain/catalog';
import { catalogKeys } from '../src/web/api/catalog';
import { customerAddress } from './customer-address';
import { BUYER, CARD, send } from './journey-requests';

export interface CustomerPlan {
  origins: string[];
  customers: number;
  /** Until when new journeys start (ms since epoch); started journeys finish. */
  stopAt: number;
  /** Latencies of journeys started before this are not recorded (warm-up). */
  measureFrom: number;
  goods: string[];
  courses: { productId: string; courseDateId: number }[];
  /** Which generator this is: its customers' addresses do not meet another's. */
  index: number;
}

export const STEPS = [
  'home',
  'product',
  'cart',
  'cart products',
  'checkout',
  'payment page',
  'pay',
  'success',
] as const;
export type Step = (typeof STEPS)[number];

export interface CustomerReport {
  latencies: Record<Step, number[]>;
  /** Paid journeys, all of them (warm-up included): the end checks count them. */
  paid: number;
  paidMeasured: number;
  measuredSeconds: number;
  /** Units bought per product id, places per course date id. */
  units: Record<string, number>;
  places: Record<string, number>;
  discounted: number;
  errors: number;
  firstErrors: string[];
}

const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const tempId = () => Math.random().toString(36).slice(2, 13).padEnd(11, 'x');

export async function runCustomers(plan: CustomerPlan): Promise<CustomerReport> {
  const report: CustomerReport = {
    latencies: Object.fromEntries(STEPS.map((step) => [step, []])) as unknown as Record<
      Step,
      number[]
    >,
    paid: 0,
    paidMeasured: 0,
    measuredSeconds: 0,
    units: {},
    places: {},
    discounted: 0,
    errors: 0,
    firstErrors: [],
  };
  let journeys = 0;

  async function journey(customer: number): Promise<void> {
    const n = journeys++;
    const origin = plan.origins[customer % plan.origins.length] as string;
    const measured = Date.now() >= plan.measureFrom;
    const ip = customerAddress(plan.index, n);
    let cookie = '';
    const step = async (
      name: Step,
      path: string,
      expect: number,
      extra: { method?: string; body?: string; json?: boolean; page?: boolean } = {},
    ): Promise<string> => {
      const started = performance.now();
      const answer = await send(`${origin}${path}`, {
        ...extra,
        agent,
        headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      });
      const ms = performance.now() - started;
      if (answer.status !== expect)
        throw new Error(`${name} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
      if (measured) report.latencies[name].push(ms);
      return answer.body;
    };

    const course = plan.courses.length > 0 && Math.random() < 0.25 ? pick(plan.courses) : null;
    const courseOnly = course !== null && Math.random() < 0.5;
    const product = courseOnly && course ? course.productId : pick(plan.goods);
    await step('home', '/', 200);
    await step('product', `/produkt/${product}`, 200);
    const lines: { itemId: string; quantity: number; course: object | null; tempId: string }[] = [];
    if (!courseOnly)
      lines.push({ itemId: product, quantity: 1 + (n % 2), course: null, tempId: tempId() });
    if (course)
      lines.push({
        itemId: course.productId,
        quantity: 1,
        course: {
          firstName: 'Anna',
          lastName: 'Imker',
          email: `kundin-${plan.index}-${n}@example.org`,
          phone: '0171 1234567',
          courseDateId: course.courseDateId,
        },
        tempId: tempId(),
      });
    // the product page's button writes the cart cookie; the cart page is rendered from it
    cookie = `hofladen_cart=${encodeURIComponent(JSON.stringify(lines))}`;
    const readAt = pageDataReadAt(await step('cart', '/einkaufswagen', 200, { page: true }));
    // the cart page's app asks again for a product the server read for the page longer ago than
    // a kept page may be old (use-cart-products.ts), as a browser does once the app runs
    for (const id of new Set(lines.map((line) => line.itemId))) {
      const read = readAt.get(JSON.stringify(catalogKeys.product(id))) ?? 0;
      if (Date.now() - read >= PAGE_DATA_MAX_AGE_MS)
        await step('cart products', `/api/products/${id}`, 200);
    }
    const discount = Math.random() < 0.3;
    const checkout = JSON.parse(
      await step('checkout', '/api/checkout', 200, {
        method: 'POST',
        json: true,
        body: JSON.stringify({
          lines: lines.map((line) => ({
            productId: line.itemId,
            quantity: line.quantity,
            course: line.course,
          })),
          discountCode: discount ? 'HONIG10' : null,
        }),
      }),
    ) as { url: string };
    const sessionId = checkout.url.split('/zahlung/')[1] ?? '';
    await step('payment page', `/zahlung/${sessionId}`, 200);
    const paid = JSON.parse(
      await step('pay', `/api/payments/simulated/${sessionId}/pay`, 200, {
        method: 'POST',
        json: true,
        body: JSON.stringify({
          email: `kundin-${plan.index}-${n}@example.org`,
          ...CARD,
          ...(courseOnly ? {} : { buyer: BUYER }),
        }),
      }),
    ) as { redirectUrl: string };
    const success = new URL(paid.redirectUrl);
    await step('success', `${success.pathname}${success.search}`, 200);
    report.paid += 1;
    const finished = Date.now();
    if (finished >= plan.measureFrom && finished <= plan.stopAt) report.paidMeasured += 1;
    if (discount) report.discounted += 1;
    for (const line of lines) {
      const courseDateId = (line.course as { courseDateId?: number } | null)?.courseDateId;
      if (courseDateId === undefined)
        report.units[line.itemId] = (report.units[line.itemId] ?? 0) + line.quantity;
      else report.places[courseDateId] = (report.places[courseDateId] ?? 0) + line.quantity;
    }
  }

  async function customer(index: number): Promise<void> {
    while (Date.now() < plan.stopAt) {
      try {
        await journey(index);
      } catch (error) {
        report.errors += 1;
        if (report.firstErrors.length < 5) report.firstErrors.push(String(error));
      }
    }
  }

  await Promise.all(Array.from({ length: plan.customers }, (_, index) => customer(index)));
  report.measuredSeconds = Math.max(0, (plan.stopAt - plan.measureFrom) / 1000);
  agent.destroy();
  return report;
}

process.on('message', (plan: CustomerPlan) => {
  runCustomers(plan).then(
    (report) => process.send?.(report, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
