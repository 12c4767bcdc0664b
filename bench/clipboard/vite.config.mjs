import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The clipboard benchmark page: the editor's own view (React panels, PixiJS renderer, engine worker). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  // Vite compiles the editor's TSX itself (automatic JSX runtime); no React plugin is needed without fast refresh.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: [
      {
        find: /^@steekwerk\/engine-wasm(\?.*)?$/,
        replacement: `${fromRoot('engine-rs/dist/engine.wasm')}$1`,
      },
      { find: /^@steekwerk\/engine$/, replacement: fromRoot('engine-rs/js/index.ts') },
      { find: /^@steekwerk\/model$/, replacement: fromRoot('model/src/index.ts') },
    ],
  },
  worker: { format: 'es' },
  build: {
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    outDir: fromRoot('bench/clipboard/dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
