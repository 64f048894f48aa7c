// CPU time of this process's main thread, where the servers under test run (autocannon works
// in a worker thread). Requests/s swing with whatever else the machine is doing; CPU time per
// request barely does, so it is the steadier figure on a shared or busy machine.
import { readFileSync } from 'node:fs';

// Linux reports thread times in clock ticks of 1/100 s (USER_HZ on every mainstream arch)
const MICROSECONDS_PER_TICK = 10_000;

/** Main-thread user + system CPU in µs, or undefined where /proc is not available. */
export function mainThreadCpuMicros(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // fields after the command name, which is in parentheses and may contain spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MICROSECONDS_PER_TICK;
  } catch {
    return undefined;
  }
}
