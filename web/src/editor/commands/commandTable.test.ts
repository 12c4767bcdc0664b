import { createPaletteStyle, rulerPresetById } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import type { ChartDocument } from '../document/ChartDocument';
import { newChartAccess } from '../document/editability';
import { TestEditor } from '../testing/TestEditor';
import { freeformCommandTable } from '../document/commands/freeformCommands';
import { commandNamed, commandTable, type CommandArgs, type CommandName } from './commandTable';

/** Everything a command can change: cells, size, items, palette and settings. */
function snapshot(document: ChartDocument) {
  const { palette, settings, gridSettings, layers } = document.meta;
  return {
    columnCount: document.columnCount,
    rowCount: document.rowCount,
    cells: Array.from(document.cells).join(','),
    layers: JSON.stringify(layers),
    layerCells: document.layerCells.map((cells) => Array.from(cells).join(',')),
    items: JSON.stringify(document.items),
    meta: JSON.stringify({ palette, settings, gridSettings }),
    freeform: JSON.stringify(document.meta.freeform),
    freeformIds: document.freeformSymbolIds.join(','),
  };
}

/** A chart of 6 × 4 with styles 1–4 in some cells, a backstitch line, part stitches, a knot and a bead. */
function painted(): TestEditor {
  const test = TestEditor.create({
    columns: 6,
    rows: 4,
    // Premium: cutting is a premium edit (the tier gate is tested below).
    premium: true,
    items: {
      customLines: [{ x1: 0, y1: 0, x2: 6, y2: 4, styleId: 2 }],
      halfStitches: [{ x: 5, y: 3, left: true, top: false, styleId: 2 }],
      quarterStitches: [{ x: 0, y: 1, left: false, top: false, styleId: 1 }],
      ornaments: [
        { x: 1, y: 1, kind: 'knot', styleId: 2 },
        { x: 4.5, y: 2.5, kind: 'bead', sizeMm: 3, styleId: 1 },
      ],
    },
  });
  test.click(0, 0).click(1, 1).selectStyle(2).click(2, 2).click(3, 3).selectStyle(1);
  // A second layer above, with two cells, not selected: every command runs on a chart of layers.
  const upper = new Uint8Array(6 * 4);
  upper[5] = 2;
  upper[23] = 4;
  const layers = test.document.meta.layers;
  test.document.replaceLayers(
    { items: [...layers.items, { layerId: 2, title: 'Boven', visible: true }], selectedLayerId: 1 },
    [test.document.layerCells[0]!, upper],
  );
  return test;
}

/** Arguments that change the painted chart, one set per command of the table. */
const samples: { readonly [Name in CommandName]: (test: TestEditor) => CommandArgs<Name> } = {
  setCells: () => ({ kind: 'rect', rect: { x: 4, y: 0, width: 2, height: 1 }, values: Uint8Array.of(3, 4) }),
  insertLines: () => ({ axis: 'columns', index: 2, count: 2, styleId: 3 }),
  insertRows: () => ({ index: 1, count: 2, styleId: 3 }),
  removeLines: () => ({ axis: 'rows', index: 1, count: 2 }),
  setPalette: (test) => ({
    palette: {
      ...test.document.palette,
      styles: [...test.document.palette.styles, createPaletteStyle(5, { colorBackground: '#00ff00' })],
    },
  }),
  replaceStyleInCells: () => ({ fromStyleId: 1, toStyleId: 4 }),
  replaceStyleInItems: () => ({ fromStyleId: 2, toStyleId: 3 }),
  replaceStyle: () => ({ fromStyleId: 2, toStyleId: 4 }),
  deleteStyle: () => ({ styleId: 2 }),
  patchItems: () => ({
    kind: 'customLines',
    patch: { remove: [0], add: [{ index: 0, item: { x1: 1, y1: 1, x2: 2, y2: 1, styleId: 3 } }] },
  }),
  updateChartSettings: () => ({ title: 'Muts', brightness: 20 }),
  changeCraft: () => ({ craft: 'crossStitch', type: 'other' }),
  updateGridSettings: (test) => ({
    gridLines: { ...test.document.meta.gridSettings.gridLines, theme: 'print' },
  }),
  placePreviewLayer: () => ({
    layer: { x: 4, y: 3, columnCount: 3, rowCount: 2, cells: Uint8Array.of(1, 0, 2, 3, 3, 0) },
  }),
  clearArea: () => ({ rect: { x: 0, y: 0, width: 3, height: 3 } }),
  cutArea: () => ({ rect: { x: 1, y: 1, width: 5, height: 3 } }),
  fillArea: () => ({ rect: { x: 2, y: 0, width: 4, height: 2 }, styleId: 4 }),
  moveArea: () => ({ rect: { x: 0, y: 0, width: 2, height: 2 }, dx: 3, dy: 1 }),
  removeItemsWithin: () => ({ rect: { x: 0, y: 0, width: 2, height: 2 } }),
  changeRuler: () => ({ vertical: 'onlyRight', skipCount: 2 }),
  applyRulerPreset: () => ({ preset: rulerPresetById('knittingFlat')! }),
  addLayer: () => ({ title: 'Nieuw' }),
  renameLayer: () => ({ layerId: 2, title: 'Tekst' }),
  setLayerVisible: () => ({ layerId: 2, visible: false }),
  moveLayer: () => ({ layerId: 2, toIndex: 0 }),
  deleteLayer: () => ({ layerId: 2 }),
  selectLayer: () => ({ layerId: 2 }),
  // The freeform commands run on a freeform chart (`freeformChart` below).
  editFreeformSymbols: (test) => ({
    removed: [1],
    changed: [{ id: 2, symbol: { ...test.document.freeformSymbol(2)!, rotate: 30 } }],
    added: [{ id: test.document.newFreeformId(), symbol: { ...test.document.freeformSymbol(2)!, x: 5 } }],
  }),
  setFreeformSettings: () => ({ size: { width: 300, height: 400 }, backgroundColor: '#eeeeee' }),
  setRoundGuides: () => ({
    guides: [
      {
        guideId: 1,
        layerId: 1,
        centerX: 100,
        centerY: 100,
        radius: 20,
        spacing: 20,
        rounds: 3,
        wedges: 6,
        startAngle: 0,
        symmetry: true,
      },
    ],
  }),
};

const freeformCommands: ReadonlySet<CommandName> = new Set([
  'editFreeformSymbols',
  'setFreeformSettings',
  'setRoundGuides',
]);

/** A freeform chart with two symbols on two layers. */
function freeformChart(): TestEditor {
  const test = TestEditor.create({ craft: 'crochetFreeform', premium: true, mode: 'empty' });
  test.editor.perform('addLayer', { title: 'Boven' });
  const symbol = { layerId: 1, x: 40, y: 40, width: 20, height: 20, rotate: 0, size: 1, styleId: 1 };
  test.editor.perform('editFreeformSymbols', {
    added: [
      { id: test.document.newFreeformId(), symbol },
      { id: test.document.newFreeformId(), symbol: { ...symbol, layerId: 2, styleId: 3 } },
    ],
  });
  return test;
}

/** The chart a command's sample runs on. */
function chartFor(name: CommandName): TestEditor {
  return freeformCommands.has(name) ? freeformChart() : painted();
}

const names = [...Object.keys(commandTable), ...Object.keys(freeformCommandTable)] as CommandName[];

function performSample<Name extends CommandName>(test: TestEditor, name: Name) {
  return test.editor.perform(name, samples[name](test));
}

describe('the command table', () => {
  it('lists each command under its own name, with a sample here', () => {
    for (const name of names) expect(commandNamed(name, freeformCommandTable).name).toBe(name);
    expect(Object.keys(samples).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s changes the chart and its inverse restores it exactly', (name) => {
    const test = chartFor(name);
    const before = snapshot(test.document);
    const result = commandNamed(name, freeformCommandTable).perform(
      test.document,
      samples[name](test) as never,
    );
    expect(result).not.toBe(false);
    const after = snapshot(test.document);
    expect(after).not.toEqual(before);
    if (result) expect(result.inverse.run(test.document)).not.toBe(false);
    expect(snapshot(test.document)).toEqual(before);
  });

  it.each(names)('%s through the editor is one undo step that redo repeats', (name) => {
    const test = chartFor(name);
    const before = snapshot(test.document);
    expect(performSample(test, name)).toBe('done');
    const after = snapshot(test.document);
    test.undo();
    expect(snapshot(test.document)).toEqual(before);
    test.redo();
    expect(snapshot(test.document)).toEqual(after);
  });

  it('refuses invalid arguments and changes that change nothing, leaving no history', () => {
    const test = painted();
    const before = snapshot(test.document);
    expect(test.editor.perform('insertLines', { axis: 'rows', index: 9, count: 1 })).toBe('refused');
    expect(test.editor.perform('removeLines', { axis: 'columns', index: 0, count: 6 })).toBe('refused');
    expect(test.editor.perform('replaceStyleInCells', { fromStyleId: 3, toStyleId: 1 })).toBe('refused');
    expect(test.editor.perform('deleteStyle', { styleId: 99 })).toBe('refused');
    expect(test.editor.perform('updateChartSettings', { title: 'x'.repeat(500) })).toBe('refused');
    expect(snapshot(test.document)).toEqual(before);
    expect(test.editor.history.undoCount).toBe(4);
  });

  it('refuses every command on a chart that cannot be edited', () => {
    const test = TestEditor.create({ columns: 6, rows: 4, access: { ...newChartAccess, locked: true } });
    const before = snapshot(test.document);
    for (const name of names) expect(performSample(test, name), name).toBe('notEditable');
    expect(snapshot(test.document)).toEqual(before);
  });
});

describe('the tier gate', () => {
  const wideLayer = (columnCount: number) => ({
    layer: { x: 0, y: 0, columnCount, rowCount: 1, cells: new Uint8Array(columnCount).fill(1) },
  });

  it('sends a free user beyond 400 to the premium offer and changes nothing', () => {
    const test = TestEditor.create({ columns: 400, rows: 400, chartId: 'abc123' });
    const before = snapshot(test.document);
    expect(test.editor.perform('insertLines', { axis: 'rows', index: -1, count: 1 })).toBe('premiumRequired');
    expect(test.editor.perform('placePreviewLayer', wideLayer(401))).toBe('premiumRequired');
    expect(test.navigations).toEqual(['/nl/c/abc123/premium/order?s=34', '/nl/c/abc123/premium/order?s=34']);
    expect(snapshot(test.document)).toEqual(before);
    expect(test.editor.canUndo).toBe(false);
    // Within the limit, and shrinking, stay allowed.
    expect(test.editor.perform('removeLines', { axis: 'rows', index: 0, count: 1 })).toBe('done');
    expect(test.editor.perform('insertLines', { axis: 'rows', index: 0, count: 1 })).toBe('done');
  });

  it('does nothing for a premium user beyond 2000, without sending them anywhere', () => {
    const test = TestEditor.create({ columns: 1999, rows: 2, premium: true });
    expect(test.editor.perform('insertLines', { axis: 'columns', index: 0, count: 2 })).toBe('limitReached');
    expect(test.editor.perform('placePreviewLayer', wideLayer(2001))).toBe('limitReached');
    expect(test.editor.perform('placePreviewLayer', wideLayer(2000))).toBe('done');
    expect(test.navigations).toEqual([]);
    expect(test.document.columnCount).toBe(2000);
  });
});
