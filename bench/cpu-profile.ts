// Reads the V8 CPU profiles `--cpu-prof` wrote and names the functions that took the most time
// themselves (self time), summed over every profile in the folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * `skipSeconds`: the start-up and warm-up at the beginning of each profile are left out.
 * Shares are of the time the process was busy (idle time left out).
 */
export function summariseCpuProfiles(dir: string, skipSeconds: number, top = 25): string[] {
  const self = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    let elapsed = 0;
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id)?.callFrame;
      const delta = profile.timeDeltas[i] ?? 0;
      elapsed += delta;
      if (!frame || elapsed < skipSeconds * 1e6 || frame.functionName === '(idle)') return;
      total += delta;
      const where = frame.url
        ? `${relative(process.cwd(), frame.url.replace(/^file:\/\//, ''))}:${frame.lineNumber + 1}`
        : '';
      const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
      self.set(key, (self.get(key) ?? 0) + delta);
    });
  }
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    '| function | self time |',
    '|---|---:|',
    ...rows.map(([name, micros]) => `| \`${name}\` | ${((100 * micros) / total).toFixed(1)} % |`),
  ];
}
