// Load generation with autocannon's programmatic API. The load generator runs in a worker
// thread so it does not share the event loop of the server it measures, and the targets are
// measured in interleaved rounds so that a busy neighbour on the machine slows all of them
// alike instead of skewing the ratio.
import autocannon from 'autocannon';
import { mainThreadCpuMicros } from './cpu';

export interface LoadOptions {
  connections: number;
  /** Seconds of measurement per target, split over the rounds. */
  duration: number;
  /** Seconds of load per target before measuring: JIT, caches and connections warm up. */
  warmup: number;
  rounds: number;
  /** The journey benchmark: simulated customers (`--customers`). */
  customers?: number;
  /** The journey benchmark: seconds of load (`--duration 60s`, `--duration 10m`). */
  soakSeconds?: number;
  /** Write the servers' V8 CPU profiles and list the hottest functions (`--cpu-prof`). */
  cpuProf?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** The worst round's 99th percentile. */
  p99Ms: number;
  /** Server CPU time per answered request; undefined where it cannot be read. */
  cpuMicrosPerRequest: number | undefined;
  /** Connection errors (timeouts included) and non-2xx answers. */
  failures: number;
}

function fire(url: string, connections: number, duration: number) {
  return autocannon({ url, connections, duration, workers: 1 });
}

/** Measures every url under the same conditions; results in the order of `urls`. */
export async function measureInterleaved(
  urls: string[],
  options: LoadOptions,
  /** Where each server's CPU time is read; by default this process's main thread. */
  cpuOf: (() => number | undefined)[] = urls.map(() => mainThreadCpuMicros),
): Promise<LoadResult[]> {
  if (options.warmup > 0) {
    for (const url of urls) await fire(url, options.connections, options.warmup);
  }
  const roundSeconds = Math.max(1, Math.round(options.duration / options.rounds));
  const totals = urls.map(() => ({ requests: 0, seconds: 0, cpu: 0, p99Ms: 0, failures: 0 }));
  let cpuReadable = cpuOf.every((read) => read() !== undefined);
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, url] of urls.entries()) {
      const cpu = cpuOf[index] as () => number | undefined;
      const cpuBefore = cpu();
      const result = await fire(url, options.connections, roundSeconds);
      const cpuAfter = cpu();
      const total = totals[index] as (typeof totals)[number];
      if (cpuBefore === undefined || cpuAfter === undefined) cpuReadable = false;
      else total.cpu += cpuAfter - cpuBefore;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99Ms = Math.max(total.p99Ms, result.latency.p99);
      total.failures += result.errors + result.non2xx;
    }
  }
  return totals.map((total) => ({
    requestsPerSecond: total.requests / total.seconds,
    p99Ms: total.p99Ms,
    cpuMicrosPerRequest: cpuReadable ? total.cpu / total.requests : undefined,
    failures: total.failures,
  }));
}
