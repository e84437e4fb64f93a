// Web workspace figures: the built bundle's size (raw and gzip) and the time from navigation to the first
// render of a priced workspace in headless chromium on loopback (a performance mark the app sets), cold
// browser cache each run. Run alone with `npx tsx -e "import('./scripts/bench-web.ts').then((m) => m.benchWeb())"`.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebApp } from '@quoin/web';
import { launchChromium, startQuoinServer } from '../packages/web/src/e2e/browser-harness.ts';

const RUNS = 7;
const MARK = 'quoin:workspace-rendered';

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function bundleSizes(outDir: string): void {
  const assets = join(outDir, 'assets');
  let rawTotal = 0;
  let gzipTotal = 0;
  for (const name of readdirSync(assets).filter((n) => /\.(js|css)$/.test(n))) {
    const content = readFileSync(join(assets, name));
    const gzip = gzipSync(content, { level: 9 }).length;
    rawTotal += content.length;
    gzipTotal += gzip;
    console.log(
      `  ${name.padEnd(28)} ${kib(content.length).padStart(10)} raw · ${kib(gzip).padStart(9)} gzip`,
    );
  }
  console.log(
    `  ${'total JS + CSS'.padEnd(28)} ${kib(rawTotal).padStart(10)} raw · ${kib(gzipTotal).padStart(9)} gzip`,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function benchWeb(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'quoin-bench-web-'));
  const started = performance.now();
  const outDir = await buildWebApp({ outDir: join(work, 'web') });
  console.log(`\nWeb workspace: vite build ${((performance.now() - started) / 1000).toFixed(1)} s`);
  bundleSizes(outDir);
  const [server, chromium] = await Promise.all([startQuoinServer({ webDir: outDir }), launchChromium()]);
  try {
    // One priced estimate to open: the painting job, approved once through the page.
    const setup = await chromium.browser.newPage();
    await setup.goto(server.url);
    await setup.getByRole('button', { name: 'New estimate' }).click();
    await setup.waitForURL(/\/estimates\//);
    await setup.getByText('Live', { exact: true }).waitFor();
    await setup.getByRole('textbox', { name: 'Message' }).fill('Paint a 12x14 bedroom, walls and ceiling');
    await setup.getByRole('button', { name: 'Send' }).click();
    await setup.getByRole('button', { name: 'Approve plan' }).click();
    await setup.locator('[data-line-id]').first().waitFor();
    const workspaceUrl = setup.url();
    await setup.close();
    const renders: number[] = [];
    const domReady: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await chromium.browser.newContext();
      const page = await context.newPage();
      await page.goto(workspaceUrl);
      // Functions, not strings: the server's Content-Security-Policy forbids evaluating a string in the page.
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK);
      const [render, ready] = await page.evaluate((mark): [number, number] => {
        // The page's Performance (a browser's; this file is typed with Node's, which lacks navigation entries).
        const page = performance as unknown as {
          getEntriesByName(name: string): { startTime: number }[];
          getEntriesByType(type: string): { domContentLoadedEventEnd: number }[];
        };
        const navigation = page.getEntriesByType('navigation')[0];
        return [
          page.getEntriesByName(mark)[0]?.startTime ?? NaN,
          navigation?.domContentLoadedEventEnd ?? NaN,
        ];
      }, MARK);
      renders.push(render);
      domReady.push(ready);
      await context.close();
    }
    console.log(
      `  first render of a priced workspace (navigation → estimate on screen), cold cache, loopback: median ${median(renders).toFixed(0)} ms (min ${Math.min(...renders).toFixed(0)}, max ${Math.max(...renders).toFixed(0)}, n=${RUNS}); DOMContentLoaded median ${median(domReady).toFixed(0)} ms`,
    );
  } finally {
    await Promise.allSettled([chromium.close(), server.close()]);
    rmSync(work, { recursive: true, force: true });
  }
}
