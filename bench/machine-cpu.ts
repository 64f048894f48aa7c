// Where a benchmark's CPU went on the whole machine: the servers under test, PostgreSQL, Redis,
// the load generator and the rest. On two cores shared by all of them, the servers' own CPU per
// order does not say how far the machine could go; their share of it does.
import { readdirSync, readFileSync } from 'node:fs';
import { statTimes } from './cpu';

// /proc/stat counts in clock ticks of 1/100 s (USER_HZ), like the processes' own files
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  /** CPU seconds so far per process id, with the process's command name. */
  processes: Map<number, { command: string; seconds: number }>;
  /** CPU seconds the machine was busy so far (every core, idle and I/O wait left out). */
  busy: number;
}

function processTimes(pid: number): { command: string; seconds: number } | undefined {
  try {
    return statTimes(`/proc/${pid}/stat`);
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/** Every process's CPU time and the machine's busy time, at this moment. */
export function cpuSnapshot(): CpuSnapshot {
  const processes = new Map<number, { command: string; seconds: number }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const times = processTimes(pid);
    if (times) processes.set(pid, times);
  }
  // cpu user nice system idle iowait irq softirq steal …: busy is what ran on this machine's
  // cores (a hypervisor's stolen time is not)
  const [, user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = (
    readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  )
    .trim()
    .split(/\s+/)
    .map(Number);
  return { processes, busy: (user + nice + system + irq + softirq) / TICKS_PER_SECOND };
}

export interface CpuShare {
  name: string;
  /** CPU seconds between the two snapshots. */
  seconds: number;
}

/**
 * The machine's busy time between two snapshots, split into the named groups (by process id or
 * command name) and "everything else". A process that started and ended in between is counted
 * in the rest, as the machine's time includes it.
 */
export function cpuShares(
  before: CpuSnapshot,
  after: CpuSnapshot,
  groups: { name: string; pids?: readonly number[]; command?: (name: string) => boolean }[],
): CpuShare[] {
  const used = (pid: number) =>
    (after.processes.get(pid)?.seconds ?? 0) - (before.processes.get(pid)?.seconds ?? 0);
  const counted = new Set<number>();
  const shares = groups.map((group) => {
    let seconds = 0;
    for (const [pid, { command }] of after.processes) {
      if (counted.has(pid)) continue;
      if (!(group.pids?.includes(pid) || group.command?.(command))) continue;
      counted.add(pid);
      seconds += used(pid);
    }
    return { name: group.name, seconds };
  });
  const named = shares.reduce((sum, share) => sum + share.seconds, 0);
  return [...shares, { name: 'everything else', seconds: after.busy - before.busy - named }];
}
