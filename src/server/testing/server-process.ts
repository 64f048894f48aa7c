import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The first port the kernel hands out to outgoing connections. A port taken from that range
 * (`listen(0)`) is free when asked but may be the local end of another test's database
 * connection by the time a shop process binds it seconds later: EADDRINUSE, as CI once saw.
 */
function ephemeralPortsFrom(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    return Math.min(Number(low) || 32_768, 32_768);
  } catch {
    return 32_768;
  }
}

const lowestPort = 10_000;
const slices = 8;
const handedOut = new Set<number>();

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port no one listens on, below the kernel's range for outgoing connections, from a slice of
 * its own for each test worker (`VITEST_POOL_ID`) so that two workers do not pick the same one.
 */
export async function freePort(): Promise<number> {
  const sliceSize = Math.floor((ephemeralPortsFrom() - lowestPort) / slices);
  const slice = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % slices;
  const from = lowestPort + slice * sliceSize;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = from + Math.floor(Math.random() * sliceSize);
    if (handedOut.has(port) || !(await bindable(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${from} and ${from + sliceSize}`);
}

export interface ShopProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Runs `src/server/main.ts` as its own process with test defaults plus `env`. */
export function spawnShop(env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      CHECKOUT_RATE_LIMIT: '10000',
      MAX_OPEN_ORDERS_PER_ADDRESS: '10000',
      MAX_HELD_UNITS_PER_ADDRESS: '10000',
      MAX_HELD_PLACES_PER_ADDRESS: '10000',
      MAX_HELD_SHARE_PERCENT: '100',
      HOLD_COOLDOWN_MINUTES: '0',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Resolves once the shop on `port` answers its health check. */
export async function waitUntilHealthy(shop: ShopProcess, port: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    if (shop.child.exitCode !== null)
      throw new Error(`server on ${port} exited with ${shop.child.exitCode}:\n${shop.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  shop.child.kill();
  throw new Error(`server on ${port} did not become healthy:\n${shop.output()}`);
}

/** Starts the shop as its own process against `databaseUrl`; resolves once healthy. */
export async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const shop = spawnShop({ DATABASE_URL: databaseUrl, PORT: String(port) });
  shop.child.stdout?.pipe(process.stdout);
  shop.child.stderr?.pipe(process.stderr);
  await waitUntilHealthy(shop, port);
  return shop.child;
}

/**
 * Stops the shop processes and waits until each has ended (killed after 10 s): a database
 * dropped under running processes makes them log its loss into the test run's output.
 */
export async function stopServers(servers: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(killer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
