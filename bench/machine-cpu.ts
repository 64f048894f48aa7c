// Where a benchmark's CPU went on the whole machine: the servers under test, PostgreSQL, Redis,
// the load generator and the rest. On two cores shared by all of them, the servers' own CPU per
// order does not say how far the machine could go; their share of it does.
import { readdirSync, readFileSync } from 'node:fs';
import { statTimes } from './cpu';

// /proc/stat counts in clock ticks of 1/100 s (USER_HZ), like the processes' own files
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  /** CPU times so far per process id (its own, and its ended children's), with its command name. */
  processes: Map<number, ProcessTimes>;
  /** CPU seconds the machine was busy so far (every core, idle and I/O wait left out). */
  busy: number;
}

type ProcessTimes = ReturnType<typeof statTimes>;

function processTimes(pid: number): ProcessTimes | undefined {
  try {
    return statTimes(`/proc/${pid}/stat`);
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/** Every process's CPU time and the machine's busy time, at this moment. */
export function cpuSnapshot(): CpuSnapshot {
  const processes = new Map<number, ProcessTimes>();
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
 * command name) and "everything else". A process that ended in between counts to its parent's
 * group, through the times the parent took over when it waited for it: PostgreSQL's backends
 * whose connections a pool closed while idle ran on for minutes and would otherwise count as
 * the rest (a 10-minute journey put 7.6 of its 10 ms of PostgreSQL per order there).
 */
export function cpuShares(
  before: CpuSnapshot,
  after: CpuSnapshot,
  groups: { name: string; pids?: readonly number[]; command?: (name: string) => boolean }[],
): CpuShare[] {
  const used = (pid: number, times: ProcessTimes) => {
    const earlier = before.processes.get(pid);
    return (
      times.seconds -
      (earlier?.seconds ?? 0) +
      times.endedChildrenSeconds -
      (earlier?.endedChildrenSeconds ?? 0)
    );
  };
  const counted = new Set<number>();
  const shares = groups.map((group) => {
    const members = new Set<number>();
    let seconds = 0;
    for (const [pid, times] of after.processes) {
      if (counted.has(pid)) continue;
      if (!(group.pids?.includes(pid) || group.command?.(times.command))) continue;
      counted.add(pid);
      members.add(pid);
      seconds += used(pid, times);
    }
    // a child that ended brought its whole life's time to its parent (with that of its own
    // ended children), part of it from before the window
    for (const [pid, times] of before.processes) {
      if (!after.processes.has(pid) && members.has(times.parent))
        seconds -= times.seconds + times.endedChildrenSeconds;
    }
    return { name: group.name, seconds };
  });
  const named = shares.reduce((sum, share) => sum + share.seconds, 0);
  return [...shares, { name: 'everything else', seconds: after.busy - before.busy - named }];
}
