import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { freePort } from './server-process';

it('hands out distinct ports below the range of outgoing connections, each one bindable', async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  expect(new Set(ports).size).toBe(20);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(32_768);
  }
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
  await new Promise((resolve) => server.close(resolve));
});
