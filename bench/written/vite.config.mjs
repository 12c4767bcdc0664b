import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The written-instructions benchmark page: the app's own written worker and client (web/src/engine). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  resolve: {
    alias: [
      {
        find: /^@steekwerk\/engine-wasm(\?.*)?$/,
        replacement: `${fromRoot('engine-rs/dist/engine.wasm')}$1`,
      },
      { find: /^@steekwerk\/engine\/plain$/, replacement: fromRoot('engine-rs/js/plainCodec.ts') },
      {
        find: /^@steekwerk\/engine\/plain-picture$/,
        replacement: fromRoot('engine-rs/js/plainPicture.ts'),
      },
      { find: /^@steekwerk\/engine$/, replacement: fromRoot('engine-rs/js/index.ts') },
      { find: /^@steekwerk\/model$/, replacement: fromRoot('model/src/index.ts') },
      { find: /^@steekwerk\/formats$/, replacement: fromRoot('formats/src/index.ts') },
    ],
  },
  worker: { format: 'es' },
  build: {
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    outDir: fromRoot('bench/written/dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
