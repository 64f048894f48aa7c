import { chromiumPath } from '../../scripts/chromium-path.mjs';

/** The system Chromium and its flags, for the config and for tests that launch their own. */
export const CHROMIUM = {
  executablePath: chromiumPath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
