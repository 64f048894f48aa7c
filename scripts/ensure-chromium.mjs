// Makes sure the browser tests have a Chromium: never downloads Playwright's own browsers, never
// skips the tests silently. Installs Debian's package when it can, otherwise says how in one line.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumInstalled, chromiumPath } from './chromium-path.mjs';

if (chromiumInstalled()) process.exit(0);

const canApt =
  process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROME_PATH;
if (!canApt) {
  console.error(
    `No Chromium at ${chromiumPath()}: install it (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.`,
  );
  process.exit(1);
}

console.log('Installing Debian chromium for the browser tests (apt-get)…');
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error('apt-get could not install chromium: install it by hand or set CHROME_PATH.');
  process.exit(1);
}
if (!chromiumInstalled()) {
  console.error(`apt-get ran but ${chromiumPath()} is still missing: set CHROME_PATH.`);
  process.exit(1);
}
