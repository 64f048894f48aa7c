// `npm run dev`: the shop on http://localhost:3000 (PORT), its pages rendered on the server as in
// production but from the sources: Vite runs inside the server (WEB_DEV_SERVER,
// src/server/web/dev-web-app.ts) and reloads the page when the browser code changes, and
// `tsx watch` restarts the server when its own code changes.
import { spawn } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

// the local binaries, also when started as `node scripts/dev.mjs` rather than through npm
const localBin = fileURLToPath(new URL('../node_modules/.bin', import.meta.url));
const PATH = `${localBin}${delimiter}${process.env.PATH ?? ''}`;

const server = spawn('tsx', ['watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PATH, WEB_DEV_SERVER: 'true' },
});
server.on('error', (error) => {
  console.error(`could not start tsx: ${error.message}`);
  process.exitCode = 1;
});
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
// Ctrl-C reaches tsx too (same terminal); a plain kill of this script must not orphan it
process.on('SIGTERM', () => server.kill('SIGTERM'));
