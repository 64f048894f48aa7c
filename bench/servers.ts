// The two servers the product-list benchmark compares, both on loopback and ephemeral ports.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedDemoCatalogue } from '../src/server/db/seed/seed';

/** The browser app as `npm start` builds it, for the benchmarks that load pages (BENCH_SKIP_BUILD=1: as built). */
export function buildWebApp(): void {
  // a series of runs on an unchanged build may skip it
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  execFileSync('npm', ['run', 'build'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: 'ignore',
  });
}

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * The real app on an in-memory PGlite with the demo catalogue, with `npm start`'s default
 * settings: request logging on (written to /dev/null, so every log line is still built).
 */
export async function startShop(): Promise<RunningServer> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedDemoCatalogue(database.db);
  // steady state: a real shop renders its image sizes once per database, right after the seed
  const config = loadConfig({ DATA_DIR: 'memory://', PRERENDER_IMAGES: 'false' });
  const app = await buildApp({ database, config, logFile: '/dev/null' });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    origin,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The floor under any framework: node:http answering every request with the same bytes. */
export async function startRawJson(body: Buffer, port = 0): Promise<RunningServer> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
