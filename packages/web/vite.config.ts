import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The app imports only types from @quoin/protocol and values from @quoin/core/browser (pure functions, no
 * bundled data; check-boundaries holds the web to that entry). This plugin fails the build with the importer's name if a Node built-in reaches the
 * browser bundle, instead of shipping a stub that breaks at run time.
 */
function noNodeBuiltins(): Plugin {
  return {
    name: 'quoin-no-node-builtins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith('node:')) {
        throw new Error(
          `${importer ?? 'the web app'} imports ${source}: the browser bundle must not. Import protocol types with \`import type\`, core values from @quoin/core/browser.`,
        );
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [noNodeBuiltins(), react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:8000', '/ws': { target: 'ws://127.0.0.1:8000', ws: true } } },
});
