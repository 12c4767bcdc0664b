import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * The Vite config of a rendering benchmark page in `bench/<folder>/`: the editor's own view (React panels, PixiJS
 * renderer, engine worker), built into `bench/<folder>/dist`.
 */
export function editorPageConfig(folder) {
  return defineConfig({
    root: fromRoot(`bench/${folder}`),
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
      outDir: fromRoot(`bench/${folder}/dist`),
      emptyOutDir: true,
      target: 'es2022',
    },
  });
}
