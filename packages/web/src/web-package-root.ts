import { fileURLToPath } from 'node:url';

/** Root folder of the web workspace package (its Vite config, index.html and sources live here). */
export const WEB_PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
