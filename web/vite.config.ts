/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pdfjsAssetsPlugin } from './src/build/pdfjsAssets';
import { routePreloadPlugin } from './src/build/routePreload';

const fromHere = (relativePath: string): string => fileURLToPath(new URL(relativePath, import.meta.url));

/** The modules of the built-in symbol set (model/src/symbols): its families, their seed helpers, the assembly. */
const symbolSetModule = /model[\\/]src[\\/]symbols[\\/](?:builtInSymbols|[a-zA-Z]+Symbols|symbolSeed)\.ts$/;

/** The key-symbol assignment (issue 28): free of side effects, so only the editor's dynamic import carries it. */
const symbolAssignModule = /model[\\/]src[\\/]symbols[\\/](?:assign|raster)[\\/][a-zA-Z]+\.ts$/;

/** The stitch descriptions, for the reference screen only. */
/** Every model module but the one that sets zod up on import. */
const modelModuleWithoutEffects = /model[\\/]src[\\/](?!parseWithoutEval\.ts$).+\.ts$/;
const stitchDescriptionsModule = /model[\\/]src[\\/]symbols[\\/]reference[\\/]stitchDescriptions\.ts$/;

/** The API server the dev server forwards `/nl/ajax` calls to. */
const apiTarget = process.env.STEEKWERK_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    // pdf.js's standard fonts and wasm as plain files for the PDF import and preview (src/build/pdfjsAssets.ts).
    pdfjsAssetsPlugin(import.meta.url),
    // The screen a page opens on downloads beside the main chunk, not after it ran (src/build/routePreload.ts).
    routePreloadPlugin([
      // The editor and its sub-screens; not the chart's login page.
      { pattern: /^\/nl\/c\/[^/]+(?:\/?$|\/(?!login\/?$))/, page: 'src/pages/editor/ChartEditorPage.tsx' },
      { pattern: /^\/(?:nl\/?)?$/, page: 'src/pages/home/HomePage.tsx' },
    ]),
  ],
  resolve: {
    alias: [
      // Source, not dist: the workspaces are compiled by this build, not beforehand.
      { find: /^@steekwerk\/model$/, replacement: fromHere('../model/src/index.ts') },
      { find: /^@steekwerk\/engine$/, replacement: fromHere('../engine-rs/js/index.ts') },
      // The freeform hit index's binding and wasm, loaded lazily by freeform charts only (src/engine/freeformHit*).
      { find: /^@steekwerk\/engine\/freeform$/, replacement: fromHere('../engine-rs/js/freeformIndex.ts') },
      {
        find: /^@steekwerk\/freeform-hit-wasm(\?.*)?$/,
        replacement: `${fromHere('../engine-rs/dist/freeform-hit.wasm')}$1`,
      },
      { find: /^@steekwerk\/formats$/, replacement: fromHere('../formats/src/index.ts') },
      // The entries by what each consumer needs (formats/package.json `exports`), so a page or worker that writes no
      // PDF never bundles pdf-lib and its fonts.
      { find: /^@steekwerk\/formats\/chart-files$/, replacement: fromHere('../formats/src/chartFiles.ts') },
      { find: /^@steekwerk\/formats\/read$/, replacement: fromHere('../formats/src/read.ts') },
      { find: /^@steekwerk\/formats\/written$/, replacement: fromHere('../formats/src/written.ts') },
      { find: /^@steekwerk\/formats\/pdf$/, replacement: fromHere('../formats/src/pdf.ts') },
      { find: /^@steekwerk\/formats\/supplies$/, replacement: fromHere('../formats/src/supplies.ts') },
      { find: /^@steekwerk\/formats\/freeform$/, replacement: fromHere('../formats/src/freeform.ts') },
      // Keeps the query, so `@steekwerk/engine-wasm?url` yields the hashed asset URL.
      {
        find: /^@steekwerk\/engine-wasm(\?.*)?$/,
        replacement: `${fromHere('../engine-rs/dist/engine.wasm')}$1`,
      },
    ],
  },
  worker: {
    format: 'es',
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The engine's wasm stays a file of its own (compileStreaming needs its URL and MIME type), never a data URL.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    // No source maps in the build: the app's source is not published (the API does not serve *.map either).
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each screen loads, for the size budget (scripts/bundle-budget.mjs).
    // The API serves only dist/assets/ and index.html, never this file.
    manifest: true,
    rolldownOptions: {
      // The symbol set's and the descriptions' modules only build data: nothing needs them run unless it uses their exports (without
      // this the model's index would import their chunk for its side effects on every screen).
      treeshake: {
        moduleSideEffects: [
          { test: symbolSetModule, sideEffects: false },
          { test: symbolAssignModule, sideEffects: false },
          { test: stitchDescriptionsModule, sideEffects: false },
          // The rest of the model only declares (schemas, tables, functions): a screen carries what it uses, not
          // the whole model through its index. Only `parseWithoutEval.ts` acts on import (zod's setting).
          { test: modelModuleWithoutEffects, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // The symbol set's path data in a chunk of its own, loaded by the editor and the reference screen,
            // never by the landing screen (docs/decisions/symbols.md). Only the set's files (they import nothing
            // but each other and types): the stitch names and the symbol schema stay with the model.
            {
              name: 'symbol-set',
              test: symbolSetModule,
            },
            { name: 'stitch-descriptions', test: stitchDescriptionsModule },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/nl/ajax': { target: apiTarget, changeOrigin: true },
    },
    fs: {
      // The engine's source and wasm live beside this workspace.
      allow: [fromHere('..')],
    },
  },
  preview: {
    port: 8091,
    strictPort: true,
    proxy: {
      '/nl/ajax': { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Globals a test stubs (matchMedia, navigator) go back after it, as they did when each file had its own jsdom.
    unstubGlobals: true,
    // A hang guard, not a timing: screens that load their lazy chunks took over 5 s on a loaded 2-core machine.
    testTimeout: 20_000,
    // Vitest uses one core less than the machine has: one worker on CI's two cores. The jsdom tests wait on each
    // other's CPU more than on anything shared, so two run side by side (370 → 250 s on two cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One jsdom and one module graph per worker instead of one per file: setting them up took more than half the
    // suite's time (238 → about 150 s). So a test file never relies on `vi.mock` of a module the app imports (another
    // file may have loaded it first); it stands in through an object seam (`externalNavigation`) or at the browser's
    // edge (`test/capturedDownloads.ts`).
    isolate: false,
  },
});
