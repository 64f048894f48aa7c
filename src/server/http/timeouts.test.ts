import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { testConfig } from '../testing/app';

describe('slow clients', () => {
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({
      db: database.db,
      config: testConfig(),
      webRoot: '/nonexistent',
      sweepIntervalMs: 0,
      requestTimeoutMs: 1000,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it('cuts a client that never finishes its body with 408', async () => {
    const socket = connect(port, '127.0.0.1');
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
