// `npm run dev`: the Vite dev server (http://localhost:5173, proxies /api to :3000) and the API
// server under `tsx watch`, side by side. When either stops, or on Ctrl-C, both stop.
import { spawn } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

// the local binaries, also when started as `node scripts/dev.mjs` rather than through npm
const localBin = fileURLToPath(new URL('../node_modules/.bin', import.meta.url));
const PATH = `${localBin}${delimiter}${process.env.PATH ?? ''}`;

const processes = [
  { name: 'web', color: 36, command: 'vite', args: [] },
  { name: 'api', color: 33, command: 'tsx', args: ['watch', 'src/server/main.ts'] },
];

const children = [];
let stopping = false;

function prefixLines(name, color, target) {
  const label = `\x1b[${color}m[${name}]\x1b[0m `;
  let pending = '';
  return (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${label}${line}\n`);
  };
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  // tsx watch or vite may ignore SIGTERM while busy; do not leave them orphaned
  setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 5_000).unref();
}

for (const { name, color, command, args } of processes) {
  const child = spawn(command, args, {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, PATH, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  child.stdout.on('data', prefixLines(name, color, process.stdout));
  child.stderr.on('data', prefixLines(name, color, process.stderr));
  child.on('error', (error) => {
    console.error(`[${name}] could not start ${command}: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${name}] exited (${signal ?? code}); stopping the other one`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
