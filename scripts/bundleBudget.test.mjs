import { describe, expect, it } from 'vitest';
import { checkBudget, filesOfScreen, scriptBytes } from './bundleBudget.mjs';

const manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_react-b.js'], dynamicImports: ['src/Editor.tsx'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  'src/Editor.tsx': { file: 'assets/Editor-c.js', imports: ['index.html', '_pixi-d.js'] },
  '_pixi-d.js': { file: 'assets/pixi-d.js', imports: ['_react-b.js'] },
};
const sizes = {
  'assets/index-a.js': 100,
  'assets/react-b.js': 50,
  'assets/Editor-c.js': 300,
  'assets/pixi-d.js': 200,
  'assets/engine.worker-e.js': 40,
  'assets/engine-f.wasm': 60,
  'assets/export.worker-g.js': 900,
  'assets/Editor-c.css': 10,
};
const assets = Object.keys(sizes).map((file) => file.replace('assets/', ''));

const pdfLibMarker = 'Producer: pdf-lib (https://github.com/Hopding/pdf-lib)';

function distOf(texts = { 'assets/export.worker-g.js': pdfLibMarker }) {
  return {
    manifest,
    assets,
    sizeOf: (file) => sizes[file],
    textOf: (file) => texts[file] ?? 'const x=1;',
  };
}

function budgetOf(overrides = {}) {
  return {
    chunks: { 'src/Editor.tsx': 300 },
    screens: {
      landing: { entries: ['index.html'], maxBytes: 150 },
      editor: {
        entries: ['index.html', 'src/Editor.tsx'],
        extraFiles: ['engine.worker-', 'engine-'],
        maxBytes: 750,
      },
    },
    pdfWriter: { marker: 'Hopding/pdf-lib', allowedIn: ['export.worker-'] },
    ...overrides,
  };
}

describe('filesOfScreen', () => {
  it('follows static imports once each, leaves dynamic imports out and adds the named workers and wasm', () => {
    expect(filesOfScreen(manifest, ['index.html'], assets)).toEqual([
      'assets/index-a.js',
      'assets/react-b.js',
    ]);
    expect(filesOfScreen(manifest, ['src/Editor.tsx'], assets, ['engine.worker-', 'engine-'])).toEqual([
      'assets/Editor-c.js',
      'assets/engine-f.wasm',
      'assets/engine.worker-e.js',
      'assets/index-a.js',
      'assets/pixi-d.js',
      'assets/react-b.js',
    ]);
  });

  it('names an entry the manifest lacks and a worker that is missing or not unique', () => {
    expect(() => filesOfScreen(manifest, ['src/Gone.tsx'], assets)).toThrow('no entry "src/Gone.tsx"');
    expect(() => filesOfScreen(manifest, ['index.html'], assets, ['written.worker-'])).toThrow('found 0');
    expect(() => filesOfScreen(manifest, ['index.html'], assets, ['engine'])).toThrow('found 2');
  });
});

describe('scriptBytes', () => {
  it('counts JavaScript and wasm, not style sheets', () => {
    expect(
      scriptBytes(['assets/Editor-c.js', 'assets/engine-f.wasm', 'assets/Editor-c.css'], (f) => sizes[f]),
    ).toBe(360);
  });
});

describe('checkBudget', () => {
  it('passes a build within every budget and reports its figures', () => {
    expect(checkBudget(budgetOf(), distOf())).toEqual({
      failures: [],
      figures: { 'chunk src/Editor.tsx': 300, 'screen landing': 150, 'screen editor': 750 },
    });
  });

  it('fails a chunk or a screen over its budget, naming the largest files', () => {
    const { failures } = checkBudget(
      budgetOf({
        chunks: { 'src/Editor.tsx': 299 },
        screens: { editor: { entries: ['src/Editor.tsx'], extraFiles: ['engine.worker-'], maxBytes: 600 } },
      }),
      distOf(),
    );
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain(
      'The chunk of src/Editor.tsx (assets/Editor-c.js) is 0.3 kB, over its budget',
    );
    expect(failures[1]).toContain('The screen editor loads 0.7 kB');
    expect(failures[1]).toContain('largest: Editor-c.js 0.3 kB, pixi-d.js 0.2 kB, index-a.js 0.1 kB');
  });

  it('fails a screen that loads a library it must do without, naming the file', () => {
    const budget = budgetOf();
    budget.screens.landing.without = { PixiJS: 'PixiJS' };
    budget.screens.editor.without = { 'the engine': 'engine.worker' };
    const texts = { 'assets/export.worker-g.js': pdfLibMarker, 'assets/react-b.js': 'console.log("PixiJS")' };
    expect(checkBudget(budget, distOf(texts)).failures).toEqual([
      'The screen landing loads PixiJS (react-b.js): load it lazily where it is used.',
    ]);
    expect(checkBudget(budget, distOf()).failures).toEqual([]);
  });

  it('fails when pdf-lib is in any file but the export worker', () => {
    const { failures } = checkBudget(
      budgetOf(),
      distOf({ 'assets/pixi-d.js': pdfLibMarker, 'assets/export.worker-g.js': pdfLibMarker }),
    );
    expect(failures).toEqual([expect.stringContaining('pdf-lib is in pixi-d.js: only the export worker')]);
  });

  it('fails when no file shows the marker, so a renamed library cannot pass unseen', () => {
    expect(checkBudget(budgetOf(), distOf({})).failures).toEqual([
      'No file contains "Hopding/pdf-lib", not even the export worker: update pdfWriter.marker.',
    ]);
  });

  it('reports a budget that names what the build does not have, instead of passing it', () => {
    const { failures } = checkBudget(
      budgetOf({
        chunks: { 'src/Old.tsx': 10 },
        screens: { old: { entries: ['src/Old.tsx'], maxBytes: 10 } },
      }),
      distOf(),
    );
    expect(failures).toEqual([
      'The budget names the chunk of src/Old.tsx, which the manifest does not have.',
      'The screen old: the manifest has no entry "src/Old.tsx" (renamed or moved?).',
    ]);
  });
});
