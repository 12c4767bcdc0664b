import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

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
      { find: '@steekwerk/model', replacement: fromRoot('model/src/index.ts') },
    ],
  },
  worker: { format: 'es' },
  build: {
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    outDir: fromRoot('bench/dist'),
    emptyOutDir: true,
    target: 'es2022',
    // One page per browser benchmark: the rows codec (index.html) and picture import (picture.html).
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        picture: fileURLToPath(new URL('picture.html', import.meta.url)),
      },
    },
  },
});
