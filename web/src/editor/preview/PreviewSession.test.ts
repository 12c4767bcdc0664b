import { describe, expect, it } from 'vitest';
import type { PreviewLayer } from '../document/previewLayer';
import { TestEditor } from '../testing/TestEditor';

/** A 3 × 1 bar of style 2 with a half stitch in its first cell, at (x, y). */
function bar(x: number, y: number): PreviewLayer {
  return {
    x,
    y,
    columnCount: 3,
    rowCount: 1,
    cells: Uint8Array.of(2, 2, 3),
    items: {
      customLines: [{ x1: 0, y1: 0, x2: 3, y2: 0, styleId: 1 }],
      halfStitches: [{ x: 0, y: 0, left: true, top: true, styleId: 4 }],
      quarterStitches: [],
      ornaments: [],
    },
  };
}

function showing(layer: PreviewLayer, premium = true): TestEditor {
  const test = TestEditor.create({ columns: 10, rows: 8, premium });
  test.editor.sessions.preview.show(layer);
  return test;
}

describe('turning the preview layer', () => {
  it('turns around the layer’s middle and comes back to its place after four turns', () => {
    const test = showing(bar(4, 3));
    const preview = test.editor.sessions.preview;
    expect(preview.rotate()).toBe('done');
    // Around (5.5, 3.5): 1 wide, 3 high.
    expect(preview.layer).toMatchObject({ x: 5, y: 2, columnCount: 1, rowCount: 3 });
    expect([...(preview.layer?.cells ?? [])]).toEqual([2, 2, 3]);
    expect(preview.layer?.items?.halfStitches).toEqual([{ x: 0, y: 0, left: false, top: true, styleId: 4 }]);
    expect(preview.layer?.items?.customLines).toEqual([{ x1: 1, y1: 0, x2: 1, y2: 3, styleId: 1 }]);
    preview.rotate();
    preview.rotate();
    preview.rotate();
    expect(preview.layer).toEqual({ ...bar(4, 3), rotateX: 5.5, rotateY: 3.5 });
  });

  it('keeps a turned layer inside the chart, and a move makes its new middle the turning point', () => {
    const test = showing(bar(7, 0));
    const preview = test.editor.sessions.preview;
    preview.rotate();
    expect(preview.layer).toMatchObject({ x: 8, y: 0, rowCount: 3 });
    preview.moveBy(-8, 2);
    expect(preview.layer).toMatchObject({ x: 0, y: 2 });
    expect(preview.layer?.rotateX).toBeUndefined();
    preview.rotate();
    expect(preview.layer).toMatchObject({ x: 0, y: 3, columnCount: 3, rowCount: 1 });
  });

  it('places a turned and mirrored layer with its part stitches turned the right way', () => {
    const test = showing(bar(2, 2));
    const preview = test.editor.sessions.preview;
    preview.rotate();
    preview.mirror();
    expect(preview.apply()).toBe('done');
    expect(test.block(2, 1, 3, 3)).toEqual(['.2.', '.2.', '.3.']);
    // Top-left → (turned) top-right → (mirrored) top-left, in the top cell of the column.
    expect(test.document.items.halfStitches).toEqual([{ x: 3, y: 1, left: true, top: true, styleId: 4 }]);
    expect(test.document.items.customLines).toEqual([{ x1: 3, y1: 1, x2: 3, y2: 4, styleId: 1 }]);
    test.undo();
    expect(test.paintedCount).toBe(0);
    expect(test.document.items.halfStitches).toEqual([]);
  });
});

describe('applying the preview layer', () => {
  it('refuses a layer that would grow the chart by more than its own size (spec §5)', () => {
    const test = TestEditor.create({ columns: 4, rows: 4, premium: true });
    const layer = { x: 5, y: 0, columnCount: 2, rowCount: 1, cells: Uint8Array.of(1, 1) };
    expect(test.editor.perform('placePreviewLayer', { layer })).toBe('refused');
    expect(test.editor.perform('placePreviewLayer', { layer: { ...layer, y: -1, x: 0 } })).toBe('refused');
    expect(test.editor.perform('placePreviewLayer', { layer: { ...layer, x: 0.5 } })).toBe('refused');
    expect(test.editor.perform('placePreviewLayer', { layer: { ...layer, cells: Uint8Array.of(1) } })).toBe(
      'refused',
    );
    expect(test.document.columnCount).toBe(4);
    // Right after the last column: grows by exactly its size.
    expect(test.editor.perform('placePreviewLayer', { layer: { ...layer, x: 4 } })).toBe('done');
    expect(test.document.columnCount).toBe(6);
  });

  it('keeps the layer and says nothing when a premium user would go beyond 2000 (spec §5)', () => {
    const test = TestEditor.create({ columns: 1999, rows: 2, premium: true });
    const layer = { x: 0, y: 0, columnCount: 2001, rowCount: 1, cells: new Uint8Array(2001).fill(1) };
    test.editor.sessions.preview.show(layer);
    expect(test.editor.sessions.preview.apply()).toBe('limitReached');
    expect(test.editor.mode).toBe('preview');
    expect(test.editor.sessions.preview.layer).toBeDefined();
    expect(test.navigations).toEqual([]);
  });
});
