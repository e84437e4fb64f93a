import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_PACKAGE_ROOT } from './web-package-root.ts';

/** Where `vite build` writes the app; `quoin serve` serves it from here. */
export const WEB_DIST_DIR = join(WEB_PACKAGE_ROOT, 'dist');

/** True when a built app (its index.html) is present in `outDir`. */
export function isWebAppBuilt(outDir: string = WEB_DIST_DIR): boolean {
  return existsSync(join(outDir, 'index.html'));
}

/**
 * Builds the browser app with Vite's JS API (the same as `npm run build:web`). Vite is loaded here, on demand,
 * so a server that already has a built app never pays for it.
 */
export async function buildWebApp(options: { outDir?: string; logLevel?: 'silent' | 'error' | 'info' } = {}) {
  const { build } = await import('vite');
  const outDir = options.outDir ?? WEB_DIST_DIR;
  await build({
    root: WEB_PACKAGE_ROOT,
    configFile: join(WEB_PACKAGE_ROOT, 'vite.config.ts'),
    logLevel: options.logLevel ?? 'error',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
