/** The system Chromium the browser tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string;
export function chromiumInstalled(): boolean;
