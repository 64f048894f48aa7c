import { get as httpGet } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { testConfig } from '../testing/app';

/** A shop listening on a free port with these settings; `close` ends it and its database. */
function useListeningShop(config: Record<string, string> = {}) {
  const shop = { port: 0, close: async () => {} };
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({
      database,
      config: testConfig(config),
      webRoot: '/nonexistent',
      sweepIntervalMs: 0,
      requestTimeoutMs: 1000,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    shop.port = typeof address === 'object' && address ? address.port : 0;
    shop.close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => shop.close());
  return shop;
}

describe('slow clients', () => {
  const shop = useListeningShop();

  it('cuts a client that never finishes its body with 408', async () => {
    const socket = connect(shop.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.write(
      'POST /api/checkout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"li',
    );
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 10_000);
    });
    socket.destroy();
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n')))).toEqual({
      error: {
        code: 'REQUEST_TIMEOUT',
        message: 'Die Anfrage kam nicht rechtzeitig vollständig an.',
      },
    });
  });
});

describe('requests Node cannot read', () => {
  const shop = useListeningShop();

  /** Sends `bytes` as they are; the answer's status, headers and body once the server hangs up. */
  async function rawExchange(bytes: string) {
    const socket = connect(shop.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.write(bytes);
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 5_000);
    });
    socket.destroy();
    const answer = Buffer.concat(chunks).toString('utf8');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...headers] = head.split('\r\n');
    return { closed, statusLine, headers, body };
  }

  it('answers a URL over the header limit with 431 in the shop’s shape and closes', async () => {
    const { closed, statusLine, headers, body } = await rawExchange(
      `GET /api/products?type=honig&q=${'x'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(closed).toBe(true);
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers).toContain('Content-Type: application/json; charset=utf-8');
    expect(headers).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({
      error: {
        code: 'HEADERS_TOO_LARGE',
        message: 'Die Anfrage ist zu groß: Adresse oder Kopfzeilen sind zu lang.',
      },
    });
  });

  it('answers bytes that are no HTTP request with 400 in the shop’s shape and closes', async () => {
    const { closed, statusLine, body } = await rawExchange('HALLO WELT\r\n\r\n');
    expect(closed).toBe(true);
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'Die Anfrage ist fehlerhaft und konnte nicht gelesen werden.',
      },
    });
  });
});

describe('idle and surplus connections', () => {
  const keepAliveMs = 300;
  const maxConnections = 40;
  const shop = useListeningShop({
    KEEP_ALIVE_TIMEOUT_MS: String(keepAliveMs),
    MAX_CONNECTIONS: String(maxConnections),
  });

  /** A connection and what became of it: the bytes it got and when the server hung up. */
  function open() {
    const socket = connect(shop.port, '127.0.0.1');
    const opened = Date.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const closed = new Promise<number>((resolve) =>
      socket.on('close', () => resolve(Date.now() - opened)),
    );
    return { socket, connected, closed, answer: () => answer };
  }

  const health = () =>
    new Promise<number>((resolve, reject) => {
      const request = httpGet(
        { host: '127.0.0.1', port: shop.port, path: '/api/health', agent: false },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
    });

  it('closes keep-alive sockets idle after their answer once the keep-alive timeout passes', async () => {
    const sockets = Array.from({ length: 30 }, open);
    await Promise.all(sockets.map((socket) => socket.connected));
    for (const { socket } of sockets)
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    const lifetimes = await Promise.all(sockets.map((socket) => socket.closed));
    for (const { answer } of sockets) expect(answer()).toMatch(/^HTTP\/1\.1 200/);
    expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(keepAliveMs - 50);
    expect(Math.max(...lifetimes)).toBeLessThan(keepAliveMs + 2000);
  });

  it('closes sockets that never send a request once the request timeout passes', async () => {
    const sockets = Array.from({ length: 30 }, open);
    const lifetimes = await Promise.all(sockets.map((socket) => socket.closed));
    expect(Math.max(...lifetimes)).toBeLessThan(1000 + 2000);
  });

  it('refuses connections over the cap and answers again once the idle ones are gone', async () => {
    const held = Array.from({ length: maxConnections }, open);
    await Promise.all(held.map((socket) => socket.connected));
    const surplus = open();
    const surplusLifetime = await surplus.closed;
    expect(surplus.answer()).toBe('');
    expect(surplusLifetime).toBeLessThan(500);
    const heldLifetimes = await Promise.all(held.map((socket) => socket.closed));
    expect(Math.min(...heldLifetimes)).toBeGreaterThan(surplusLifetime);
    expect(await health()).toBe(200);
  });
});
