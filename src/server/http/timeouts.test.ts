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
