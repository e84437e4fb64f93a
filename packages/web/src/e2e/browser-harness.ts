import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnQuoin } from '@quoin/testkit/process';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildWebApp } from '../build-web-app.ts';
import { WEB_PACKAGE_ROOT } from '../web-package-root.ts';
import { findChromium } from './find-chromium.ts';

/** Screenshots and downloads of the browser tests (gitignored). */
export const ARTIFACTS_DIR = join(WEB_PACKAGE_ROOT, 'test-artifacts');

/** How many times a launch whose browser process dies at start is tried before the test fails. */
const LAUNCH_ATTEMPTS = 3;

/**
 * Headless chromium (see findChromium); throws (never skips) when no browser can be had. Playwright gives every launch a fresh
 * temporary profile (--user-data-dir) and removes it on close. A browser process that dies while starting (a SIGSEGV was
 * seen once in CI on a binary that had run the same suite minutes before, on two busy cores) is launched again, up to
 * three times, and each crash is written to the test log; a missing browser or a bad path fails at once.
 */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const { executablePath } = await findChromium();
  for (let attempt = 1; ; attempt++) {
    try {
      const browser = await chromium.launch({
        executablePath,
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      return { browser, close: () => browser.close() };
    } catch (error) {
      if (attempt >= LAUNCH_ATTEMPTS || !diedWhileStarting(error)) throw error;
      console.warn(
        `chromium died while starting (attempt ${attempt} of ${LAUNCH_ATTEMPTS}), launching again`,
      );
    }
  }
}

/** Playwright's words for a browser process that exited or crashed during launch (not a missing binary). */
export function diedWhileStarting(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /browser has been closed|process did exit|signal=SIG/.test(message);
}

export interface QuoinServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A real `quoin serve` on a free port with a throwaway QUOIN_HOME, serving the app built from the current
 * sources into a temp folder (so a stale packages/web/dist is never what is tested).
 */
export interface QuoinServerOptions {
  webDir?: string;
  /** More `quoin serve` arguments (`--auth required`). */
  serveArgs?: string[];
  /** Runs before the server starts, with its QUOIN_HOME (create an organisation with `quoin accounts`). */
  prepare?: (quoinHome: string) => Promise<void>;
}

export async function startQuoinServer(options: QuoinServerOptions = {}): Promise<QuoinServer> {
  const work = mkdtempSync(join(tmpdir(), 'quoin-web-e2e-'));
  const webDir = options.webDir ?? (await buildWebApp({ outDir: join(work, 'web') }));
  await options.prepare?.(join(work, 'home'));
  const serveArgs = ['serve', '--port', '0', '--web-dir', webDir, ...(options.serveArgs ?? [])];
  const serve = await spawnQuoin(serveArgs, {
    env: { ...process.env, QUOIN_HOME: join(work, 'home'), QUOIN_MODEL: '' },
  });
  return {
    url: serve.ready,
    close: () => serve.stop().then(() => rmSync(work, { recursive: true, force: true })),
  };
}

export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return join(ARTIFACTS_DIR, name);
}

/**
 * A real `quoin serve` and a headless chromium for the test file or `describe` that calls it: both started
 * before its tests (a failed browser launch closes the server), both closed after.
 */
export function startServerAndBrowser(
  startTimeoutMs = 120_000,
  serverOptions: QuoinServerOptions = {},
): {
  readonly server: QuoinServer;
  readonly browser: Browser;
} {
  let server: QuoinServer | undefined;
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  beforeAll(async () => {
    const starting = startQuoinServer(serverOptions);
    browser = await launchChromium().catch(async (error: unknown) => {
      await (await starting).close();
      throw error;
    });
    server = await starting;
    // Building the app and starting a real server take ~20 s alone, far more beside the rest of the suite.
  }, startTimeoutMs);
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.close()]);
  });
  return {
    get server() {
      if (!server) throw new Error('The server is not started yet: use it inside a test.');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser is not started yet: use it inside a test.');
      return browser.browser;
    },
  };
}
