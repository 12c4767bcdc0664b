// ESLint for every workspace, with the layer import rules of docs/architecture.md: imports point downward.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const uiLibraries = ['react', 'react-dom', 'react-dom/*', 'react-router', 'zustand', 'zustand/*'];
const pixi = ['pixi.js', '@pixi/*'];
const serverLibraries = ['@nestjs/*', 'typeorm', 'pg', 'fastify', '@fastify/*'];

const toolLibraries = [...pixi, ...uiLibraries, ...serverLibraries, 'comlink', '**/render/**'];
const toolLibrariesMessage =
  'Tools turn input into commands; they never touch PixiJS, React or the renderer.';

/**
 * What lies above web/src/editor/tools/ (imports from there point upward): the editor itself, its panels, canvas,
 * sync, command table and features such as text to grid, and the app's pages and features outside the editor.
 */
const editorFeaturesAboveTools = [
  '**/Editor',
  '**/editorStore',
  '**/paletteActions',
  '**/openChart',
  '**/newChartRequest',
  '**/commands/commandTable',
  '**/canvas/**',
  '**/panels/**',
  '**/sync/**',
  '**/textToGrid/**',
  '**/paletteNames/**',
  '**/symbols/**',
  '**/testing/**',
  '**/pages/**',
  '**/pictureImport/**',
  '**/app/**',
  '**/account/**',
  '**/charts/**',
  '**/engine/**',
];

const featuresAbovePages = {
  group: ['**/pages', '**/pages/**'],
  message:
    'Features (editor, pictureImport, charts, account, api, engine, ui, services, chartSize, lib) never import a screen from pages/: move what they share out of pages/ (a widget to ui/, a helper to its feature).',
};

/**
 * The entries of @steekwerk/formats that load pdf-lib, fontkit and the PDF's fonts: only the export worker
 * (web/src/engine/export*.ts) imports them; elsewhere in the web only their types.
 */
const pdfWriterEntries = ['@steekwerk/formats', '@steekwerk/formats/pdf'].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    'Only the export worker loads the PDF writer: import @steekwerk/formats/read, /written or /chart-files (types of /pdf are fine).',
}));

/** A no-restricted-imports rule forbidding the given packages, with the reason a reader sees. */
function forbid(patterns, message) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/target/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['model/**/*.ts'],
    rules: forbid(
      [...uiLibraries, ...pixi, ...serverLibraries, 'comlink'],
      'model/ is the shared wire format and document: no UI, rendering, worker or server libraries.',
    ),
  },
  {
    // A separate rule name, so the folder's rule above still applies as well.
    files: ['model/src/**/*.ts'],
    ignores: ['model/src/**/*.test.ts', 'model/src/parseWithoutEval.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Take z from parseWithoutEval.ts: a schema built before zod's setting breaks the web's CSP.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine-rs/js/**/*.ts'],
    rules: forbid(
      [...uiLibraries, ...pixi, ...serverLibraries, 'comlink'],
      'The engine binding is a compute kernel: plain typed arrays in and out.',
    ),
  },
  {
    files: ['formats/**/*.ts'],
    rules: forbid(
      [...uiLibraries, ...pixi, ...serverLibraries, 'comlink', '@steekwerk/web', '@steekwerk/api'],
      'formats/ reads and writes chart files in the worker and in Node: no UI, rendering, DOM or server code.',
    ),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        [...serverLibraries, 'comlink', '@steekwerk/api', '**/api/src/**'],
        'Only web/src/engine/ talks to the worker (comlink); the web app never imports server code.',
      ),
    },
  },
  {
    // Features sit below the screens: only the router (app/), main.tsx and test set-ups reach into pages/.
    // A separate rule name, so the folders' own no-restricted-imports rules below still apply as well.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/pages/**', 'web/src/app/**', 'web/src/main.tsx', 'web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: pdfWriterEntries, patterns: [featuresAbovePages] },
      ],
    },
  },
  {
    // Pages, the router and the test set-ups may reach into pages/, but load no PDF writer either.
    files: [
      'web/src/pages/**/*.{ts,tsx}',
      'web/src/app/**/*.{ts,tsx}',
      'web/src/main.tsx',
      'web/src/test/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: pdfWriterEntries }] },
  },
  {
    // The export worker and its writers are the one place that writes a PDF.
    files: ['web/src/engine/export*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [featuresAbovePages] }] },
  },
  {
    files: ['web/src/engine/**/*.ts'],
    rules: forbid([...serverLibraries, ...uiLibraries, ...pixi], 'The engine client is not UI code.'),
  },
  {
    files: ['web/src/editor/render/**/*.ts'],
    rules: forbid(
      [...uiLibraries, ...serverLibraries, 'comlink', '**/panels/**', '**/tools/**'],
      'The renderer is a view over the document: it never imports React, panels, tools or the worker.',
    ),
  },
  {
    files: ['web/src/editor/tools/**/*.ts'],
    rules: forbid(toolLibraries, toolLibrariesMessage),
  },
  {
    // Tests beside the tools drive them through the editor (testing/TestEditor.ts); the tools themselves may not.
    files: ['web/src/editor/tools/**/*.ts'],
    ignores: ['web/src/editor/tools/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: toolLibraries, message: toolLibrariesMessage },
            {
              group: editorFeaturesAboveTools,
              message:
                'editor/tools/ sits below the editor and its features: a tool reaches the editor through its ToolContext; features call tools, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'web/src/editor/document/**/*.ts',
      'web/src/editor/history/**/*.ts',
      'web/src/editor/tracker/**/*.ts',
    ],
    // The tracker screen (React) lives beside the tracker rules; the rules stay plain.
    ignores: ['web/src/editor/tracker/panel/**'],
    rules: forbid(
      [...pixi, ...uiLibraries, ...serverLibraries, 'comlink', '**/render/**', '**/panels/**'],
      'The document and history are plain data and commands.',
    ),
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@steekwerk/formats',
              message:
                'The API imports @steekwerk/formats/chart-files and /png: the main entry also loads the PDF fonts.',
            },
          ],
          patterns: [
            {
              group: [...uiLibraries, ...pixi, 'comlink', '@steekwerk/web', '**/web/src/**'],
              message: 'The API never imports browser code.',
            },
          ],
        },
      ],
    },
  },
);
