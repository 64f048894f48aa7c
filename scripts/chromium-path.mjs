import { existsSync } from 'node:fs';

/** The system Chromium the browser tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function chromiumInstalled() {
  return existsSync(chromiumPath());
}
