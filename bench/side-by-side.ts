// `npm run compare -- [REF] [--rate 4000] [--rounds 5] [--seconds 6] [--connections 20]
// [--path /api/products?type=honig] [--header 'name: value']… [--skip-build]`: this checkout's shop against REF's (HEAD
// unless given; `--skip-build` takes this checkout's dist/ as it is), each as `npm start` runs
// it, loaded at the same time at a fixed rate each (`--rate 0`: as fast as they answer),
// compared by the main thread's CPU per request. Two runs one after the other move by a fifth
// on a shared machine; two shops loaded at once share its neighbours, and the same code on both
// sides reads within a few per cent (docs/decisions/037-performance.md). Prints each round and
// the median of this / REF.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median } from './benchmark';
import { cpuSeconds, type ShopProcess, startShopProcess } from './journey-shop';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface Options {
  ref: string;
  rate: number;
  rounds: number;
  seconds: number;
  connections: number;
  path: string;
  /** Sent with every request: a cart cookie makes the cart page one rendered per visitor. */
  headers: Record<string, string>;
  build: boolean;
}

function parseHeader(header: string): Record<string, string> {
  const colon = header.indexOf(':');
  if (colon < 1) throw new Error(`--header: expected "name: value", got "${header}"`);
  return { [header.slice(0, colon).trim().toLowerCase()]: header.slice(colon + 1).trim() };
}

function parseArguments(args: string[]): Options {
  const options: Options = {
    ref: 'HEAD',
    rate: 4000,
    rounds: 5,
    seconds: 6,
    connections: 20,
    path: '/api/products?type=honig',
    headers: {},
    build: true,
  };
  const numbers = { '--rate': 'rate', '--rounds': 'rounds', '--seconds': 'seconds' } as const;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--skip-build') options.build = false;
    else if (arg === '--path') options.path = args[++i] ?? options.path;
    else if (arg === '--header') Object.assign(options.headers, parseHeader(args[++i] ?? ''));
    else if (arg === '--connections') options.connections = Number(args[++i]);
    else if (arg in numbers) options[numbers[arg as keyof typeof numbers]] = Number(args[++i]);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.ref = arg;
  }
  for (const key of ['rate', 'rounds', 'seconds', 'connections'] as const)
    if (!Number.isFinite(options[key]) || options[key] < (key === 'rate' ? 0 : 1))
      throw new Error(`--${key}: expected a number ≥ ${key === 'rate' ? 0 : 1}`);
  return options;
}

/** REF checked out beside this checkout, sharing its installed packages. */
function checkout(ref: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'hofladen-ref-'));
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  return {
    root,
    remove: () =>
      execFileSync('git', ['worktree', 'remove', '--force', root], {
        cwd: repoRoot,
        stdio: 'inherit',
      }),
  };
}

const load = (url: string, options: Options, seconds: number) =>
  autocannon({
    url,
    connections: options.connections,
    duration: seconds,
    headers: options.headers,
    ...(options.rate > 0 ? { overallRate: options.rate } : {}),
  });

/** Main-thread CPU per answered request of each shop over one round of load on both at once. */
async function round(shops: ShopProcess[], options: Options, seconds: number) {
  const before = shops.map((shop) => cpuSeconds(shop.pid, shop.pid));
  const results = await Promise.all(
    shops.map((shop) => load(`${shop.origin}${options.path}`, options, seconds)),
  );
  return shops.map((shop, i) => {
    const result = results[i] as autocannon.Result;
    if (result.non2xx + result.errors > 0)
      throw new Error(
        `${shop.origin}${options.path}: ${result.non2xx} non-2xx, ${result.errors} errors`,
      );
    const micros = (cpuSeconds(shop.pid, shop.pid) - (before[i] as number)) * 1e6;
    return { micros: micros / result.requests.total, requests: result.requests.total };
  });
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const other = checkout(options.ref);
  const shops: ShopProcess[] = [];
  try {
    // REF's checkout is new and always built; `--skip-build` keeps this checkout's dist/
    for (const root of options.build ? [other.root, repoRoot] : [other.root])
      execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    // the pictures' sizes rendered in advance would take minutes of both shops' CPU first
    process.env.PRERENDER_IMAGES = 'false';
    shops.push(await startShopProcess({ port: 3391, root: other.root }));
    shops.push(await startShopProcess({ port: 3392 }));
    console.log(
      `${options.path}, ${options.rate > 0 ? `${options.rate} requests/s` : 'as fast as answered'} each, ` +
        `${options.connections} connections, ${options.rounds} rounds of ${options.seconds} s`,
    );
    await round(shops, options, 3);
    const ratios: number[] = [];
    for (let i = 1; i <= options.rounds; i++) {
      const [theirs, ours] = await round(shops, options, options.seconds);
      if (!theirs || !ours) throw new Error('expected two shops');
      ratios.push(ours.micros / theirs.micros);
      console.log(
        `round ${i}: ${options.ref} ${theirs.micros.toFixed(1)} µs (${theirs.requests} requests), ` +
          `this checkout ${ours.micros.toFixed(1)} µs (${ours.requests}): ${(ours.micros / theirs.micros).toFixed(3)}`,
      );
    }
    console.log(
      `this checkout / ${options.ref}, CPU per request: median ${median(ratios).toFixed(3)} ` +
        `(${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)})`,
    );
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
    other.remove();
  }
}

await main();
