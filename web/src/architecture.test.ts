// @vitest-environment node
/**
 * The import rules of STYLE.md point 1 for this workspace, checked over the source files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
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
    expect(importersOf(isTestOnly, isTestHelper)).toEqual([]);
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
});
