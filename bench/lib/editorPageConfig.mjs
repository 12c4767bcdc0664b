// The Vite configuration of a benchmark page that opens the editor's own view (React panels, PixiJS renderer, engine
// worker): the rendering, tracker and clipboard benches each build one from their folder.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The configuration of the page in `bench/<folder>/` (index.html and main.ts), built into its `dist/`. */
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
