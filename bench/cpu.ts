// CPU time of this process's main thread, where the servers under test run (autocannon works
// in a worker thread). Requests/s swing with whatever else the machine is doing; CPU time per
// request barely does, so it is the steadier figure on a shared or busy machine.
import { readFileSync } from 'node:fs';

// Linux reports process and thread times in clock ticks of 1/100 s (USER_HZ on every mainstream
// arch)
const TICKS_PER_SECOND = 100;

/**
 * A `/proc/…/stat` file's command name, parent process id, user + system CPU seconds so far, and
 * those of its children that ended and were waited for; throws when the process or thread is gone.
 */
export function statTimes(path: string): {
  command: string;
  parent: number;
  seconds: number;
  endedChildrenSeconds: number;
} {
  const stat = readFileSync(path, 'utf8');
  // fields after the command name, which is in parentheses and may contain spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    parent: Number(fields[1]),
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    endedChildrenSeconds: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
  };
}

/** Main-thread user + system CPU in µs, or undefined where /proc is not available. */
export function mainThreadCpuMicros(): number | undefined {
  try {
    return statTimes(`/proc/self/task/${process.pid}/stat`).seconds * 1e6;
  } catch {
    return undefined;
  }
}
