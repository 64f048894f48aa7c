import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placesTaken } from '../catalog/places-taken';
import { orderItems, outbox, waitlistEntries } from '../db/schema';
import { seedDemoCatalogue } from '../db/seed/seed';
import { runDueJobs } from '../jobs/scheduler';
import { emptyCourseDate } from '../testing/catalogue';
import { TEST_CARD } from '../testing/checkout';
import { describeOnPostgres, type TestDatabase } from '../testing/databases';
import { freePort, startServer, stopServers } from '../testing/server-process';
import { waitlistJobs } from './jobs';

// docs/decisions/032-waitlist-and-self-service.md: offers are reservations, counted under
// checkout's lock — with two processes and a third running the jobs, a date is never oversold.

const SPACE = 8;

describeOnPostgres('the waitlist with two server processes on one PostgreSQL', (postgres) => {
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

  const on = (index: number, path: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${ports[index % 2]}${path}`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const attendee = (n: number) => ({
    firstName: `Gast${n}`,
    lastName: 'Test',
    email: `gast${n}@example.org`,
    phone: '0171 1234567',
  });
  const line = (date: { id: number; productId: string }, n: number) => ({
    productId: date.productId,
    quantity: 1,
    course: { ...attendee(n), courseDateId: date.id },
  });

  async function buy(date: { id: number; productId: string }, n: number): Promise<string> {
    const started = await on(n, '/api/checkout', { lines: [line(date, n)] });
    const { url, orderId } = (await started.json()) as { url: string; orderId: string };
    const session = url.split('/zahlung/')[1] ?? '';
    const paid = await on(n, `/api/payments/simulated/${session}/pay`, {
      email: attendee(n).email,
      ...TEST_CARD,
    });
    expect(paid.status).toBe(200);
    const [item] = await database.db
      .select({ token: orderItems.manageToken })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return item?.token ?? '';
  }

  it('50 simultaneous cancellations and checkouts on a full date with a waitlist: never oversold, each offer mailed once', async () => {
    const date = await emptyCourseDate(database.db, SPACE);
    const tokens: string[] = [];
    for (let n = 0; n < SPACE; n += 1) tokens.push(await buy(date, n));
    await database.db.insert(waitlistEntries).values(
      Array.from({ length: 20 }, (_, n) => ({
        courseDateId: date.id,
        ...attendee(100 + n),
        places: 1 + (n % 2),
        status: 'waiting' as const,
        position: n + 1,
        token: randomBytes(32).toString('base64url'),
      })),
    );
    const jobs = waitlistJobs({ shopEmail: 'hof@example.org', publicUrl: 'http://shop.test' });
    let running = true;
    let peak = 0;
    const watch = (async () => {
      while (running) {
        peak = Math.max(peak, await placesTaken(database.db, date.id));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    // two more runners of the scheduler's jobs, beside the processes' own
    const runners = [0, 1].map(async () => {
      while (running) {
        await runDueJobs(database.db, jobs, new Date());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const requests = Array.from({ length: 50 }, (_, i) =>
      i % 6 === 0 && tokens.length > 0
        ? on(i, `/api/course-bookings/${tokens.pop()}/cancel`).then((r) => ({
            kind: 'cancel',
            status: r.status,
          }))
        : on(i, '/api/checkout', { lines: [line(date, 200 + i)] }).then((r) => ({
            kind: 'checkout',
            status: r.status,
          })),
    );
    const results = await Promise.all(requests);
    expect(results.filter((r) => r.kind === 'cancel').every((r) => r.status === 200)).toBe(true);
    expect(
      results.filter((r) => r.kind === 'checkout').every((r) => [200, 409].includes(r.status)),
    ).toBe(true);
    // every freed place is given out before the runners stop
    while ((await runDueJobs(database.db, jobs, new Date())) > 0);
    running = false;
    await Promise.all([watch, ...runners]);

    expect(peak).toBeLessThanOrEqual(SPACE);
    expect(await placesTaken(database.db, date.id)).toBe(SPACE);
    const offered = await database.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.courseDateId, date.id), eq(waitlistEntries.status, 'offered')));
    const mails = await database.db
      .select({ key: outbox.dedupeKey, count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.kind, 'waitlist-offer'))
      .groupBy(outbox.dedupeKey);
    for (const entry of offered)
      expect(mails.find((mail) => mail.key === `waitlist-offer:${entry.id}`)?.count).toBe(1);
    expect(mails.every((mail) => Number(mail.count) === 1)).toBe(true);
  }, 180_000);

  it('the form sent eight times at once to both processes: one entry, one mail', async () => {
    const date = await emptyCourseDate(database.db, 1);
    await buy(date, 900);
    const join = {
      ...attendee(901),
      email: 'Doppelt@Example.org',
      courseDateId: date.id,
      places: 1,
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        on(n, '/api/waitlist', { ...join, email: n % 2 ? join.email.toLowerCase() : join.email }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(202));
    const entries = await database.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.courseDateId, date.id));
    expect(entries).toHaveLength(1);
    const mails = await database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.dedupeKey, `waitlist-confirmation:${entries[0]?.id}`));
    expect(mails).toHaveLength(1);
  });
});
