import { describe, expect, it } from 'vitest';
import type { CellRect } from '../document/ChartDocument';
import type { GridRenderer } from '../render/GridRenderer';
import type { LayerHost } from '../render/RenderLayer';
import type { LinesLayer } from '../render/lines/LinesLayer';
import { TestEditor } from '../testing/TestEditor';
import { connectLines } from './connectLines';

/** A renderer that only hosts layers, recording what they ask to redraw. */
function fakeRenderer() {
  const redraws: Array<readonly CellRect[] | 'all'> = [];
  let layer: LinesLayer | undefined;
  let removed = false;
  const host: LayerHost = {
    renderer: undefined as unknown as LayerHost['renderer'],
    cellLook: () => {
      throw new Error('the lines layer needs no cell look');
    },
    redrawCells: (rects) => redraws.push(rects),
    redrawAll: () => redraws.push('all'),
  };
  const renderer = {
    addLayer: (make: (host: LayerHost) => LinesLayer) => {
      layer = make(host);
      layer.layout({
        originX: 0,
        originY: 0,
        cellWidth: 18,
        cellHeight: 18,
        resolution: 1,
        bufferWidth: 1280,
        bufferHeight: 800,
      });
      return layer;
    },
    removeLayer: () => (removed = true),
  };
  return {
    renderer: renderer as unknown as GridRenderer,
    redraws,
    get layer() {
      if (!layer) throw new Error('no layer');
      return layer;
    },
    get removed() {
      return removed;
    },
  };
}

const items = { customLines: [{ x1: 1, y1: 1, x2: 4, y2: 1, styleId: 1 }] };

describe('custom lines on the renderer', () => {
  it('uploads only the lines in and around the view', () => {
    const far = { x1: 900, y1: 900, x2: 905, y2: 900, styleId: 1 };
    const test = TestEditor.create({
      columns: 1000,
      rows: 1000,
      items: { customLines: [...items.customLines, far] },
    });
    const fake = fakeRenderer();
    connectLines(fake.renderer, test.editor);
    expect(fake.layer.lineCount).toBe(1);
  });

  it('shows the chart’s lines and redraws only the cells a new line touches', () => {
    const test = TestEditor.create({ columns: 40, rows: 40, mode: 'drawLines', items });
    const fake = fakeRenderer();
    const disconnect = connectLines(fake.renderer, test.editor);
    expect(fake.layer.lineCount).toBe(1);
    fake.redraws.splice(0);
    test.pointerDownAt(10, 10).pointerMoveAt(12, 10);
    // The line being drawn is an overlay: the chart's lines are not uploaded again.
    expect(fake.layer.lineCount).toBe(1);
    test.pointerUpAt(12, 10);
    expect(fake.layer.lineCount).toBe(2);
    expect(fake.redraws).not.toContain('all');
    for (const rects of fake.redraws) {
      for (const rect of rects as CellRect[]) {
        expect(rect.x).toBeGreaterThanOrEqual(7);
        expect(rect.x + rect.width).toBeLessThanOrEqual(15);
      }
    }
    test.undo();
    expect(fake.layer.lineCount).toBe(1);
    disconnect();
    expect(fake.removed).toBe(true);
  });

  it('hides lines while an eraser passes them or while a picked line is dragged', () => {
    const test = TestEditor.create({ columns: 10, rows: 10, items, mode: 'erase' });
    const fake = fakeRenderer();
    connectLines(fake.renderer, test.editor);
    test.pointerDown(2, 0).pointerMove(2, 2);
    expect(fake.layer.lineCount).toBe(0);
    test.editor.pointerCancel();
    expect(fake.layer.lineCount).toBe(1);
    test.setTool('drawLines');
    test.editor.sessions.lines.setAction('select');
    test.pointerDownAt(2, 1).pointerMoveAt(2, 3);
    expect(fake.layer.lineCount).toBe(0);
    test.pointerUpAt(2, 3);
    expect(fake.layer.lineCount).toBe(1);
    expect(test.lines).toEqual(['1,3-4,3:1']);
  });

  it('recolours and changes the thickness without uploading the lines again', () => {
    const test = TestEditor.create({ items });
    const fake = fakeRenderer();
    connectLines(fake.renderer, test.editor);
    fake.redraws.splice(0);
    test.editor.perform('setPalette', {
      palette: {
        ...test.document.palette,
        styles: test.document.palette.styles.map((style) => ({ ...style, colorBackground: '#00ff00' })),
      },
    });
    test.editor.perform('updateGridSettings', { customLineThickness: 20 });
    expect(fake.redraws).toEqual(['all', 'all']);
    // Choosing a style changes nothing the lines show.
    test.selectStyle(3);
    expect(fake.redraws).toEqual(['all', 'all']);
  });
});
