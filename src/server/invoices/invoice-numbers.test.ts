import type { ChildProcess } from 'node:child_process';
import { asc, desc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocumentNumber } from '../../domain/document-number';
import { type DocumentContent, documentYear } from '../../domain/invoice-content';
import type { Tx } from '../db/client';
import { documentCounters, documentsToIssue, issuedDocuments } from '../db/schema';
import { seedDemoCatalogue } from '../db/seed/seed';
import { useTestShop } from '../testing/app';
import { productWithStock } from '../testing/catalogue';
import {
  buyWithTestCard,
  goodsLine,
  startCheckout,
  TEST_BUYER,
  TEST_CARD,
} from '../testing/checkout';
import { databaseKinds, describeOnPostgres, type TestDatabase } from '../testing/databases';
import { freePort, startServer, stopServers } from '../testing/server-process';
import { issueDocumentAtCommit, issueNumberedDocument } from './document-numbers';

const runningNumbers = (numbers: readonly string[]) =>
  numbers.map((number) => Number(number.split('-').at(-1))).sort((a, b) => a - b);

describe.each(databaseKinds())('invoice numbers on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const db = () => shop().database.db;

  it('numbers each paid order’s invoice in its year, from 1, as the format says', async () => {
    const honey = await productWithStock(db(), 'honig', 100);
    const first = await buyWithTestCard(shop().app, [goodsLine(honey.id)], 'a@example.org');
    const second = await buyWithTestCard(shop().app, [goodsLine(honey.id)], 'b@example.org');
    const documents = await db().select().from(issuedDocuments).orderBy(asc(issuedDocuments.id));
    const year = documentYear(new Date());
    expect(documents.map((document) => [document.orderId, document.number])).toEqual([
      [first.orderId, `RE-${year}-00001`],
      [second.orderId, `RE-${year}-00002`],
    ]);
    expect(documents[0]?.grossCents).toBe(first.totals.total);
  });

  it('starts again at 1 in a new Berlin year, and a rolled-back number is given again', async () => {
    // 31.12.2027 23:30 in Berlin is still 2027; 23:00 UTC is already 2028 there
    expect(documentYear(new Date('2027-12-31T22:30:00Z'))).toBe(2027);
    expect(documentYear(new Date('2027-12-31T23:00:00Z'))).toBe(2028);
    const honey = await productWithStock(db(), 'honig', 100);
    await buyWithTestCard(shop().app, [goodsLine(honey.id)], 'a@example.org');
    const [paid] = await db().select().from(issuedDocuments);
    // orders not paid yet have no invoice of their own: documents of 2031 are written for them
    const pending: string[] = [];
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const checkout = await startCheckout(shop().app, [goodsLine(honey.id)], address);
      pending.push(checkout.orderId ?? '');
    }
    const issue = (tx: Tx, orderId: string, format: string, year = 2031) =>
      issueNumberedDocument(tx, {
        kind: 'invoice',
        format,
        year,
        orderId,
        issuedAt: new Date(`${year}-03-01T10:00:00Z`),
        content: paid?.content as DocumentContent,
      });

    await db()
      .transaction(async (tx) => {
        const first = await issue(tx, pending[0] ?? '', 'RE-{YYYY}-{NNNNN}');
        expect(first.content.number).toBe('RE-2031-00001');
        throw new Error('payment booking failed');
      })
      .catch(() => undefined);
    const issued = await db().transaction(async (tx) => [
      await issue(tx, pending[0] ?? '', 'RE-{YYYY}-{NNNNN}'),
      await issue(tx, pending[1] ?? '', '{NNN}/{YYYY}'),
    ]);
    expect(issued.map((document) => document.content.number)).toEqual([
      'RE-2031-00001',
      '002/2031',
    ]);
    // the number is written into the row and into the content the PDF is made from
    const rows = await db()
      .select({
        number: issuedDocuments.number,
        content: issuedDocuments.content,
        issuedAt: issuedDocuments.issuedAt,
        grossCents: issuedDocuments.grossCents,
      })
      .from(issuedDocuments)
      .where(inArray(issuedDocuments.orderId, pending));
    expect(rows.map((row) => [row.number, row.content.number]).sort()).toEqual([
      ['002/2031', '002/2031'],
      ['RE-2031-00001', 'RE-2031-00001'],
    ]);
    expect(issued[0]?.content).toEqual({ ...paid?.content, number: 'RE-2031-00001' });
    for (const row of rows) {
      expect(row.issuedAt.toISOString()).toBe('2031-03-01T10:00:00.000Z');
      expect(row.grossCents).toBe(paid?.content.totalCents);
    }

    // a number longer than the format's digits keeps all of them, as formatDocumentNumber does
    await db().insert(documentCounters).values({ kind: 'invoice', year: 2032, lastNumber: 99_999 });
    const long = await db().transaction((tx) =>
      issue(tx, pending[2] ?? '', 'RE-{YYYY}-{NNNNN}', 2032),
    );
    expect(long.content.number).toBe('RE-2032-100000');
    expect(formatDocumentNumber('RE-{YYYY}-{NNNNN}', 2032, 100_000)).toBe('RE-2032-100000');
    expect(formatDocumentNumber('RE-{YYYY}-{NNNNN}', 2031, 2)).toBe('RE-2031-00002');
    expect(formatDocumentNumber('{NNN}/{YYYY}', 2031, 2)).toBe('002/2031');
  });

  it('numbers a document queued for the commit as it commits, and a rolled-back one not at all', async () => {
    const honey = await productWithStock(db(), 'honig', 100);
    await buyWithTestCard(shop().app, [goodsLine(honey.id)], 'c@example.org');
    const [paid] = await db().select().from(issuedDocuments).orderBy(desc(issuedDocuments.id));
    const pending: string[] = [];
    for (const address of ['10.0.1.1', '10.0.1.2']) {
      const checkout = await startCheckout(shop().app, [goodsLine(honey.id)], address);
      pending.push(checkout.orderId ?? '');
    }
    const queue = (tx: Tx, orderId: string, format: string) =>
      issueDocumentAtCommit(tx, {
        kind: 'invoice',
        format,
        year: 2033,
        orderId,
        issuedAt: new Date('2033-05-02T08:00:00Z'),
        content: { ...(paid?.content as DocumentContent), number: '' },
      });
    const documentsOf = () =>
      db()
        .select({ number: issuedDocuments.number, content: issuedDocuments.content })
        .from(issuedDocuments)
        .where(inArray(issuedDocuments.orderId, pending));

    await db()
      .transaction(async (tx) => {
        await queue(tx, pending[0] ?? '', 'RE-{YYYY}-{NNNNN}');
        // nothing is numbered or written before the commit
        expect(
          await tx.select().from(issuedDocuments).where(inArray(issuedDocuments.orderId, pending)),
        ).toEqual([]);
        throw new Error('payment booking failed');
      })
      .catch(() => undefined);
    expect(await documentsOf()).toEqual([]);

    await db().transaction(async (tx) => {
      await queue(tx, pending[0] ?? '', 'RE-{YYYY}-{NNNNN}');
      await queue(tx, pending[1] ?? '', '{NNN}/{YYYY}');
    });
    const rows = await documentsOf();
    expect(rows.map((row) => [row.number, row.content.number]).sort()).toEqual([
      ['002/2033', '002/2033'],
      ['RE-2033-00001', 'RE-2033-00001'],
    ]);
    expect(rows[0]?.content).toEqual({ ...paid?.content, number: rows[0]?.number });
    expect(await db().select().from(documentsToIssue)).toEqual([]);
  });
});

// Two processes share nothing but PostgreSQL: the counter row alone keeps the numbers in a row.
describeOnPostgres('invoice numbers with two server processes on one PostgreSQL', (postgres) => {
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

  const post = async (index: number, path: string, body: unknown) => {
    const response = await fetch(`http://127.0.0.1:${ports[index % 2]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  it('gives 200 payments at once 200 consecutive invoice numbers: no gap, no duplicate', async () => {
    const honey = await productWithStock(database.db, 'honig', 1000);
    const sessions: string[] = [];
    // checkouts a few at a time; the payments are what races
    for (let batch = 0; batch < 10; batch += 1) {
      const started = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(batch * 20 + i, '/api/checkout', { lines: [goodsLine(honey.id)] }),
        ),
      );
      for (const { status, body } of started) {
        expect(status).toBe(200);
        sessions.push(String(body.url).split('/zahlung/')[1] ?? '');
      }
    }
    const paid = await Promise.all(
      sessions.map((sessionId, i) =>
        post(i, `/api/payments/simulated/${sessionId}/pay`, {
          email: `zahlt.${i}@example.org`,
          ...TEST_CARD,
          buyer: TEST_BUYER,
        }),
      ),
    );
    expect(paid.map((payment) => payment.status)).toEqual(sessions.map(() => 200));
    const numbers = (
      await database.db.select({ number: issuedDocuments.number }).from(issuedDocuments)
    ).map((row) => row.number);
    expect(numbers).toHaveLength(200);
    expect(new Set(numbers).size).toBe(200);
    expect(runningNumbers(numbers)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  }, 240_000);
});
