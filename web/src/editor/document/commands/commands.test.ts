import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { ChartDocument } from '../ChartDocument';
import { documentFromState } from '../chartState';
import { setCells } from './cellPatch';
import { insertLines, removeLines } from './gridSize';
import { deleteStyle, replaceStyleInCells } from './paletteCommands';
import { updateChartSettings, updateGridSettings } from './settingsCommands';

function chart(columns: number, rows: number, values?: number[]): ChartDocument {
  const state = createChartState({
    craft: 'knitting',
    type: 'colors',
    size: { columnCount: columns, rowCount: rows },
    rows: '',
    styles: [1, 2, 3].map((styleId) => createPaletteStyle(styleId, { colorBackground: '#bf3f3f' })),
  });
  return documentFromState(state, Uint8Array.from(values ?? new Array<number>(columns * rows).fill(0)));
}

const grid = (document: ChartDocument) => Array.from(document.cells).join('');

describe('setCells', () => {
  it('writes a rectangle, announces it, and returns the patch of the old values', () => {
    const document = chart(4, 3);
    const changes: unknown[] = [];
    document.subscribe((change) => changes.push(change));
    const result = setCells.perform(document, {
      kind: 'rect',
      rect: { x: 1, y: 1, width: 2, height: 2 },
      values: Uint8Array.of(1, 2, 3, 1),
    });
    expect(grid(document)).toBe('0000' + '0120' + '0310');
    expect(changes).toEqual([{ type: 'cells', rect: { x: 1, y: 1, width: 2, height: 2 }, layers: [0] }]);
    expect(result && result.inverse.run(document)).toBeTruthy();
    expect(grid(document)).toBe('000000000000');
  });

  it('restores a sparse patch that lists a cell twice to its first value', () => {
    const document = chart(3, 1, [5, 0, 0]);
    const result = setCells.perform(document, {
      kind: 'sparse',
      indices: Uint32Array.of(0, 2, 0),
      values: Uint8Array.of(1, 2, 3),
      columnCount: 3,
    });
    expect(grid(document)).toBe('302');
    if (result) result.inverse.run(document);
    expect(grid(document)).toBe('500');
  });

  it('refuses patches outside the grid, values above 255 and patches that change nothing', () => {
    const document = chart(2, 2);
    expect(
      setCells.perform(document, {
        kind: 'rect',
        rect: { x: 1, y: 1, width: 2, height: 1 },
        values: Uint8Array.of(1, 1),
      }),
    ).toBe(false);
    expect(
      setCells.perform(document, {
        kind: 'sparse',
        indices: Uint32Array.of(4),
        values: Uint8Array.of(1),
        columnCount: 2,
      }),
    ).toBe(false);
    expect(
      setCells.perform(document, {
        kind: 'rect',
        rect: { x: 0, y: 0, width: 1, height: 1 },
        values: Uint8Array.of(0),
      }),
    ).toBe(false);
    expect(document.version).toBe(0);
  });
});

describe('insertLines and removeLines', () => {
  it('inserts rows at the top, in the middle and appends with index -1', () => {
    const document = chart(2, 2, [1, 1, 2, 2]);
    expect(insertLines.perform(document, { axis: 'rows', index: 0, count: 1, styleId: 3 })).toBeTruthy();
    expect(grid(document)).toBe('33' + '11' + '22');
    expect(insertLines.perform(document, { axis: 'rows', index: 2, count: 1 })).toBeTruthy();
    expect(grid(document)).toBe('33' + '11' + '00' + '22');
    const appended = insertLines.perform(document, { axis: 'rows', index: -1, count: 2, styleId: 999 });
    expect(grid(document)).toBe('33110022' + '0000');
    expect(document.rowCount).toBe(6);
    expect(document.meta.gridSettings.size).toEqual({ columnCount: 2, rowCount: 6 });
    if (appended) appended.inverse.run(document);
    expect(document.rowCount).toBe(4);
  });

  it('inserts and removes columns at any index, and the inverses restore the cells', () => {
    const document = chart(3, 2, [1, 2, 3, 4, 5, 6]);
    const inserted = insertLines.perform(document, { axis: 'columns', index: 1, count: 2, styleId: 9 });
    expect(grid(document)).toBe('19923' + '49956');
    if (inserted) inserted.inverse.run(document);
    expect(grid(document)).toBe('123456');
    const removed = removeLines.perform(document, { axis: 'columns', index: 2, count: 1 });
    expect(grid(document)).toBe('1245');
    expect(document.columnCount).toBe(2);
    if (removed) removed.inverse.run(document);
    expect(grid(document)).toBe('123456');
    const removedRows = removeLines.perform(document, { axis: 'rows', index: 0, count: 1 });
    expect(grid(document)).toBe('456');
    if (removedRows) removedRows.inverse.run(document);
    expect(grid(document)).toBe('123456');
  });

  it('needs a count above 0, an index within the grid, and keeps at least one line', () => {
    const document = chart(2, 2);
    expect(insertLines.perform(document, { axis: 'rows', index: 0, count: 0 })).toBe(false);
    expect(insertLines.perform(document, { axis: 'rows', index: 0, count: -2 })).toBe(false);
    expect(insertLines.perform(document, { axis: 'rows', index: 3, count: 1 })).toBe(false);
    expect(insertLines.perform(document, { axis: 'columns', index: 1.5, count: 1 })).toBe(false);
    expect(removeLines.perform(document, { axis: 'rows', index: 0, count: 2 })).toBe(false);
    expect(removeLines.perform(document, { axis: 'rows', index: 1, count: 2 })).toBe(false);
    expect(insertLines.perform(document, { axis: 'rows', index: 0, count: 9000 })).toBe(false);
  });
});

describe('palette commands', () => {
  it('deletes a style with its cells; undo brings both back', () => {
    const document = chart(3, 1, [1, 2, 1]);
    const result = deleteStyle.perform(document, { styleId: 1 });
    expect(grid(document)).toBe('020');
    expect(document.palette.styles.map((style) => style.styleId)).toEqual([2, 3]);
    expect(document.palette.selectedStyleId).toBe(2);
    if (result) result.inverse.run(document);
    expect(grid(document)).toBe('121');
    expect(document.palette.styles.map((style) => style.styleId)).toEqual([1, 2, 3]);
    expect(document.palette.selectedStyleId).toBe(1);
  });

  it('replaces a style in every cell, exactly reversibly', () => {
    const document = chart(4, 1, [1, 2, 1, 3]);
    const result = replaceStyleInCells.perform(document, { fromStyleId: 1, toStyleId: 3 });
    expect(grid(document)).toBe('3233');
    if (result) result.inverse.run(document);
    expect(grid(document)).toBe('1213');
  });
});

describe('settings commands', () => {
  it('changes chart and grid settings and undoes exactly the changed fields', () => {
    const document = chart(2, 2);
    const titled = updateChartSettings.perform(document, { title: 'Sjaal', locked: false });
    expect(document.meta.settings.title).toBe('Sjaal');
    expect(updateChartSettings.perform(document, { title: 'Sjaal' })).toBe(false);
    expect(updateChartSettings.perform(document, { title: 'x'.repeat(500) })).toBe(false);
    if (titled) titled.inverse.run(document);
    expect(document.meta.settings.title).toBe('');
    const lines = { ...document.meta.gridSettings.gridLines, theme: 'print' as const };
    const themed = updateGridSettings.perform(document, { gridLines: lines });
    expect(document.meta.gridSettings.gridLines.theme).toBe('print');
    if (themed) themed.inverse.run(document);
    expect(document.meta.gridSettings.gridLines.theme).toBe('default');
  });
});
