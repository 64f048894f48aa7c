import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../domain/checkout-schema';
import { courseBookings, orderItems, orders } from '../db/schema';
import { seedDemoCatalogue } from '../db/seed/seed';
import { createSimulatedProvider } from '../payments/simulated';
import { startTestShop, type TestShop } from '../testing/app';
import { CONTENDED_LOTS, expectContendedOutcome, TWO_JARS } from '../testing/batch-contention';
import {
  bookingsOf,
  emptyCourseDate,
  productWithBatches,
  productWithStock,
  stockOf,
} from '../testing/catalogue';
import { databaseKinds, describeOnPostgres, type TestDatabase } from '../testing/databases';
import { freePort, startServer, stopServers } from '../testing/server-process';
import type { PaymentProvider } from './payment-provider';

const attendee = {
  firstName: 'Anna',
  lastName: 'Imker',
  email: 'anna@example.org',
  phone: '0171 1234567',
};

describe.each(databaseKinds())('checkout on $name', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const checkout = (body: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/checkout', payload: body as object });
  const sessionOf = (url: string) => url.split('/zahlung/')[1] ?? '';

  it('reserves stock at checkout and prices from the database, ignoring client prices', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 20);
    const response = await checkout({
      lines: [{ productId: honey.id, quantity: 2, course: null, price: 1, title: 'Billig' }],
      discountCode: 'HONIG10',
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/zahlung\/sim_[A-Za-z0-9]{24}$/);
    expect((await stockOf(shop.database.db, honey.id))?.amount).toBe(18);

    const view = await shop.app.inject({
      method: 'GET',
      url: `/api/payments/simulated/${sessionOf(url)}`,
    });
    const order = view.json<{ order: OrderSummary }>().order;
    expect(order.status).toBe('pending');
    expect(order.lines[0]?.unitCents).toBe(honey.priceCents);
    const subtotal = honey.priceCents * 2;
    const discount = Math.ceil((subtotal * 10) / 100);
    const total = subtotal + 675 - discount;
    expect(order.totals).toEqual({
      subtotal,
      vat: 0,
      taxes: [{ rateBp: 0, gross: total, net: total, tax: 0 }],
      shipping: 675,
      discount,
      total,
    });
  });

  it('writes each line of a mixed order as it came, the place booked on its own line', async () => {
    const { db } = shop.database;
    const honey = await productWithStock(db, 'honig', 20);
    const cream = await productWithStock(db, 'care', 20);
    const date = await emptyCourseDate(db, 8);
    const lines = [
      { productId: honey.id, quantity: 2, course: null },
      { productId: date.productId, quantity: 1, course: { ...attendee, courseDateId: date.id } },
      { productId: cream.id, quantity: 3, course: null },
    ];
    for (const cart of [lines, [lines[2], lines[0]]]) {
      const response = await checkout({ lines: cart });
      expect(response.statusCode, response.body).toBe(200);
      const { url } = response.json<{ url: string }>();
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentSessionId, sessionOf(url)));
      const written = await db
        .select({
          id: orderItems.id,
          productId: orderItems.productId,
          quantity: orderItems.quantity,
          courseDateId: orderItems.courseDateId,
          attendee: orderItems.attendee,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, order?.id ?? ''))
        .orderBy(orderItems.id);
      expect(written).toMatchObject(
        cart.map((line) => ({
          productId: line?.productId,
          quantity: line?.quantity,
          courseDateId: line?.course?.courseDateId ?? null,
          attendee: line?.course ? attendee : null,
        })),
      );
      // the place is booked on the course's line, whichever position it has
      const booked = await db
        .select({ orderItemId: courseBookings.orderItemId })
        .from(courseBookings)
        .innerJoin(orderItems, eq(orderItems.id, courseBookings.orderItemId))
        .where(eq(orderItems.orderId, order?.id ?? ''));
      expect(booked).toEqual(
        written.filter((line) => line.courseDateId !== null).map(({ id }) => ({ orderItemId: id })),
      );
    }
    expect(await bookingsOf(db, date.id)).toHaveLength(1);
  });

  it('refuses short stock with 409 naming the item and reserves nothing at all', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 5);
    const care = await productWithStock(shop.database.db, 'care', 1);
    const response = await checkout({
      lines: [
        { productId: honey.id, quantity: 2, course: null },
        { productId: care.id, quantity: 3, course: null },
      ],
    });
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.code).toBe('INSUFFICIENT_STOCK');
    expect(error.message).toContain(care.title);
    expect((await stockOf(shop.database.db, honey.id))?.amount).toBe(5);
    expect((await stockOf(shop.database.db, care.id))?.amount).toBe(1);
  });

  it('sells exactly the stock when 50 customers check out at once', async () => {
    const honey = await productWithStock(shop.database.db, 'drink', 10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        checkout({ lines: [{ productId: honey.id, quantity: 1, course: null }] }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect((await stockOf(shop.database.db, honey.id))?.amount).toBe(0);
  });

  it('books exactly the places of an 8-place course date under 50 concurrent checkouts', async () => {
    const date = await emptyCourseDate(shop.database.db, 8);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        checkout({
          lines: [
            {
              productId: date.productId,
              quantity: 1,
              course: { ...attendee, firstName: `Gast${i}`, courseDateId: date.id },
            },
          ],
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(8);
    expect(codes.filter((c) => c === 409)).toHaveLength(42);
    expect(responses.find((r) => r.statusCode === 409)?.json().error.code).toBe('COURSE_FULL');
    expect(await bookingsOf(shop.database.db, date.id)).toHaveLength(8);
  });

  it('rejects bad carts with clear 4xx errors', async () => {
    const honey = await productWithStock(shop.database.db, 'honig');
    const date = await emptyCourseDate(shop.database.db, 4);
    const cases: [unknown, number, string][] = [
      [{ lines: [] }, 400, 'INVALID_INPUT'],
      [{}, 400, 'INVALID_INPUT'],
      [{ lines: [{ productId: honey.id, quantity: 0 }] }, 400, 'INVALID_INPUT'],
      [{ lines: [{ productId: honey.id, quantity: 'viele' }] }, 400, 'INVALID_INPUT'],
      [{ lines: [{ productId: 'p-gibt-es-nicht', quantity: 1 }] }, 409, 'PRODUCT_UNAVAILABLE'],
      [{ lines: [{ productId: date.productId, quantity: 1, course: null }] }, 400, 'INVALID_INPUT'],
      [
        {
          lines: [
            { productId: honey.id, quantity: 1, course: { ...attendee, courseDateId: date.id } },
          ],
        },
        400,
        'INVALID_INPUT',
      ],
      [
        {
          lines: [
            {
              productId: date.productId,
              quantity: 1,
              course: { ...attendee, email: 'kaputt', courseDateId: date.id },
            },
          ],
        },
        400,
        'INVALID_INPUT',
      ],
      [
        {
          lines: [
            {
              productId: date.productId,
              quantity: 1,
              course: { ...attendee, courseDateId: 999999 },
            },
          ],
        },
        409,
        'COURSE_DATE_UNAVAILABLE',
      ],
    ];
    for (const [body, status, code] of cases) {
      const response = await checkout(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    expect(await bookingsOf(shop.database.db, date.id)).toHaveLength(0);
  });
});

// Two server processes share nothing but PostgreSQL; only the database can keep them honest.
describeOnPostgres('checkout with two server processes on one PostgreSQL', (postgres) => {
  let database: TestDatabase;
  let servers: ChildProcess[] = [];
  let ports: number[] = [];

  beforeAll(async () => {
    database = await postgres.open();
    await seedDemoCatalogue(database.db);
    ports = [await freePort(), await freePort()];
    servers = await Promise.all(ports.map((port) => startServer(database.url ?? '', port)));
  }, 120_000);

  afterAll(async () => {
    await stopServers(servers);
    await database?.close();
  });

  const checkoutOn = (index: number, body: unknown) =>
    fetch(`http://127.0.0.1:${ports[index % 2]}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.status);

  it('sells exactly 10 of a stock of 10 to 50 customers spread over both processes', async () => {
    const product = await productWithStock(database.db, 'care', 10);
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        checkoutOn(i, { lines: [{ productId: product.id, quantity: 1 }] }),
      ),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect((await stockOf(database.db, product.id))?.amount).toBe(0);
  });

  it('sells a product kept in batches first-expiring-first across both processes, never the expired lot', async () => {
    const { product, batches } = await productWithBatches(database.db, 'strength', CONTENDED_LOTS);
    const codes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        checkoutOn(i, { lines: [{ productId: product.id, quantity: TWO_JARS }] }),
      ),
    );
    await expectContendedOutcome(database.db, product.id, batches, codes);
  });

  it('books exactly the 8 places of a course date across both processes', async () => {
    const date = await emptyCourseDate(database.db, 8);
    const course = {
      courseDateId: date.id,
      firstName: 'Eva',
      lastName: 'Wabe',
      email: 'eva@example.org',
      phone: '0171 5550101',
    };
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        checkoutOn(i, {
          lines: [
            {
              productId: date.productId,
              quantity: 1,
              course: { ...course, firstName: `Eva${i}` },
            },
          ],
        }),
      ),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(8);
    expect(codes.filter((c) => c === 409)).toHaveLength(42);
  });
});

describe.each(databaseKinds())('a checkout whose database drops out on $name', (kind) => {
  let shop: TestShop;
  let databaseAway = false;
  beforeAll(async () => {
    let simulated: PaymentProvider | undefined;
    const inner = () => {
      simulated ??= createSimulatedProvider(shop.database.db, 'http://localhost:3000');
      return simulated;
    };
    const payments: PaymentProvider = {
      ...createSimulatedProvider(undefined as never, 'http://localhost:3000'),
      // what node-postgres raises when its pool gets no connection in time, as the order's
      // update after the session would under an overloaded or restarting PostgreSQL
      createSession: (request) =>
        databaseAway
          ? Promise.reject(new Error('timeout exceeded when trying to connect'))
          : inner().createSession(request),
      retrieveSession: (id) => inner().retrieveSession(id),
      expireSession: (id) => inner().expireSession(id),
    };
    shop = await startTestShop(kind, { payments, config: { CHECKOUT_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('is answered 503 (try again shortly), not as the payment provider failing, and holds nothing', async () => {
    const honey = await productWithStock(shop.database.db, 'honig', 5);
    databaseAway = true;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: [{ productId: honey.id, quantity: 2, course: null }] },
    });
    databaseAway = false;
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('DATABASE_UNAVAILABLE');
    expect((await stockOf(shop.database.db, honey.id))?.amount).toBe(5);
  });
});
