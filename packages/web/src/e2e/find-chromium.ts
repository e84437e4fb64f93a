import { existsSync } from 'node:fs';

/** Debian's chromium, where `apt-get install chromium` put it. */
const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

export interface ChromiumLocation {
  executablePath: string;
  /** Where it came from, for the error message and the test log. */
  source: 'QUOIN_CHROMIUM' | 'debian' | '@sparticuz/chromium';
}

/**
 * The browser the end-to-end tests drive: QUOIN_CHROMIUM when set, else Debian's chromium when installed, else
 * the chromium shipped inside the `@sparticuz/chromium` npm package (a devDependency, so `npm ci` on a machine
 * with only Node.js brings a browser without downloading one at install time). Throws, never skips.
 */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumLocation> {
  const configured = env.QUOIN_CHROMIUM;
  if (configured) {
    if (!existsSync(configured)) {
      throw new Error(
        `QUOIN_CHROMIUM is ${configured}, which does not exist: point it at a chromium binary or unset it.`,
      );
    }
    return { executablePath: configured, source: 'QUOIN_CHROMIUM' };
  }
  if (existsSync(DEBIAN_CHROMIUM_PATH)) return { executablePath: DEBIAN_CHROMIUM_PATH, source: 'debian' };
  try {
    // The package unpacks its brotli-compressed binary into the temp folder once and reuses it after.
    const { default: bundled } = await import('@sparticuz/chromium');
    return { executablePath: await bundled.executablePath(), source: '@sparticuz/chromium' };
  } catch (error) {
    throw new Error(
      `No chromium: ${DEBIAN_CHROMIUM_PATH} is missing and the bundled @sparticuz/chromium could not be unpacked ` +
        `(${error instanceof Error ? error.message : String(error)}). Run npm ci, install Debian's chromium ` +
        '(apt-get install -y chromium) or set QUOIN_CHROMIUM. The browser tests do not skip.',
    );
  }
}
