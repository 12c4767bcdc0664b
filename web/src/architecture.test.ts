// @vitest-environment node
/**
 * The import rules of docs/architecture.md for this workspace (the workspaces' layers and the editor's),
 * checked over the source files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(sourceRoot).map((path) => ({
  path: relative(sourceRoot, path).split(sep).join('/'),
  imports: [
    ...readFileSync(path, 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1] ?? match[2] ?? ''),
}));

/** A relative import of a source file: the file it names (resolved) and whether it imports types only. */
interface SourceImport {
  readonly target: string;
  readonly typeOnly: boolean;
}

/** The source files each file imports, resolved to paths relative to src (only imports of files in src). */
const sourceImports = new Map<string, SourceImport[]>(
  files.map((file) => {
    const text = readFileSync(join(sourceRoot, file.path), 'utf8');
    const found: SourceImport[] = [];
    for (const match of text.matchAll(
      /^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+['"](\.[^'"]+)['"]/gms,
    )) {
      const base = resolve(dirname(join(sourceRoot, file.path)), match[2] ?? '');
      const candidate = ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find(existsSync);
      if (candidate) {
        found.push({ target: relative(sourceRoot, candidate).split(sep).join('/'), typeOnly: !!match[1] });
      }
    }
    return [file.path, found];
  }),
);

/**
 * The editor's layers from the bottom up (paths inside src/editor/; the longest matching entry names a file's
 * layer). A module may import its own layer and those below it, never one above: the document knows nothing of the
 * rest; sessions (feature state) sit below the tools that call them; the editor ties them together; sync, shared
 * widgets, feature panels and the editor's screen come on top.
 */
const editorLayers: readonly (readonly string[])[] = [
  ['document/'],
  [
    'history/',
    'viewport/',
    'paletteNames/',
    'symbols/',
    'keyboard/KeyInput.ts',
    'sessions/SessionContext.ts',
  ],
  [
    'tracker/',
    'preview/',
    'lines/',
    'ornaments/',
    'clipboard/',
    'selection/',
    'sessions/',
    'freeformSelection/',
  ],
  ['render/'],
  ['tools/'],
  ['keyboard/'],
  ['commands/'],
  ['Editor.ts', 'editorSettings.ts', 'freeformFeatureTypes.ts'],
  ['openChart.ts', 'newChartRequest.ts', 'editorStore.ts', 'paletteActions.ts', 'sync/', 'tracker/sync/'],
  ['ui/'],
  [
    'canvas/',
    'tracker/panel/',
    'tracker/rowHelpers/RowHelpersPanel.tsx',
    'tracker/rowHelpers/RowHelperForms.tsx',
    'tracker/rowHelpers/FormField.tsx',
    'written/',
    'workDirections/',
    'textToGrid/',
    'backups/',
    'ruler/',
    'layers/',
    'supplies/',
    'checks/',
    'freeformSelectionView/',
    'roundGuideView/',
  ],
  ['panels/', 'freeform/'],
  ['testing/'],
];

/** The layer of a file in src/editor/, or -1 when no entry names it. */
function editorLayerOf(path: string): number {
  const inner = path.slice('editor/'.length);
  let layer = -1;
  let longest = -1;
  editorLayers.forEach((entries, index) => {
    for (const entry of entries) {
      if (inner.startsWith(entry) && entry.length > longest) {
        layer = index;
        longest = entry.length;
      }
    }
  });
  return layer;
}

/** Groups of files that import each other round in a circle (strongly connected, over every import). */
function importCircles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const { target } of sourceImports.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const circle: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        circle.push(member);
      } while (member !== file);
      if (circle.length > 1) circles.push(circle);
    }
  };
  for (const file of sourceImports.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** A test helper: in src/test/ or a testing/ folder, imported by tests only. */
function isTestHelper(path: string): boolean {
  return path.startsWith('test/') || path.includes('/testing/');
}

function importersOf(
  isForbidden: (specifier: string) => boolean,
  allowed: (path: string) => boolean,
): string[] {
  return files
    .filter((file) => !allowed(file.path) && file.imports.some(isForbidden))
    .map((file) => file.path);
}

describe('import boundaries', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('only src/engine imports Comlink or the engine binding', () => {
    const isEngineInternal = (specifier: string) =>
      specifier === 'comlink' || specifier.startsWith('@steekwerk/engine');
    expect(importersOf(isEngineInternal, (path) => path.startsWith('engine/'))).toEqual([]);
  });

  it('the renderer never imports React', () => {
    const isReact = (specifier: string) => /^(react|react-dom|@pixi\/react)(\/|$)/.test(specifier);
    expect(importersOf(isReact, (path) => !path.startsWith('editor/render/'))).toEqual([]);
  });

  it('the document imports neither React, Pixi nor the engine', () => {
    const isForbidden = (specifier: string) =>
      /^(react|react-dom|pixi\.js|@pixi\/|comlink|zustand)(\/|$)/.test(specifier) ||
      specifier.includes('/engine/');
    expect(importersOf(isForbidden, (path) => !path.startsWith('editor/document/'))).toEqual([]);
  });

  it('no production module imports a test helper (src/test/, a testing/ folder) or a test tool', () => {
    const isTestOnly = (specifier: string) =>
      /^(vitest|@testing-library\/|jsdom|node:)/.test(specifier) ||
      (specifier.startsWith('.') && /(^|\/)(test|testing)(\/|$)/.test(specifier));
    // src/build/ is build-time code run by vite.config.ts in Node (it reads node_modules), never part of the app.
    expect(importersOf(isTestOnly, (path) => isTestHelper(path) || path.startsWith('build/'))).toEqual([]);
  });

  it('test helpers live in src/test/ or a testing/ folder, never beside production code', () => {
    const usesTestTools = (specifier: string) => /^(vitest|@testing-library\/)/.test(specifier);
    expect(importersOf(usesTestTools, isTestHelper)).toEqual([]);
  });

  it('features never import a screen from pages/ (only the router, main.tsx and test set-ups do)', () => {
    const isPage = (specifier: string) => /(^|\/)pages(\/|$)/.test(specifier);
    const mayImportPages = (path: string) =>
      path.startsWith('pages/') || path.startsWith('app/') || path === 'main.tsx' || isTestHelper(path);
    expect(importersOf(isPage, mayImportPages)).toEqual([]);
  });

  it('every module of the editor is in a layer of the list', () => {
    const editorFiles = files.filter((file) => file.path.startsWith('editor/')).map((file) => file.path);
    expect(editorFiles.filter((path) => editorLayerOf(path) < 0)).toEqual([]);
  });

  it('the editor imports down its layers only (type imports too)', () => {
    const upward = files
      .filter((file) => file.path.startsWith('editor/'))
      .flatMap((file) =>
        (sourceImports.get(file.path) ?? [])
          .filter(({ target }) => target.startsWith('editor/'))
          .filter(({ target }) => editorLayerOf(target) > editorLayerOf(file.path))
          .map(({ target }) => `${file.path} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('no import circle but one of type imports only', () => {
    const offending = importCircles().flatMap((circle) => {
      const members = new Set(circle);
      return circle.flatMap((file) =>
        (sourceImports.get(file) ?? [])
          .filter(({ target, typeOnly }) => !typeOnly && members.has(target))
          .map(({ target }) => `${file} → ${target}`),
      );
    });
    expect(offending).toEqual([]);
  });
});
