import type { PartStitch } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import type { CellRect } from '../document/ChartDocument';
import type { GridRenderer } from '../render/GridRenderer';
import { TestEditor } from '../testing/TestEditor';
import { connectPartStitches } from './connectPartStitches';

type Call =
  | { readonly call: 'set'; readonly kind: string; readonly count: number }
  | { readonly call: 'update'; readonly kind: string; readonly count: number; readonly rect: CellRect };

function fakeRenderer() {
  const calls: Call[] = [];
  const renderer = {
    setPartStitches: (kind: string, list: readonly PartStitch[]) =>
      calls.push({ call: 'set', kind, count: list.length }),
    updatePartStitches: (kind: string, list: readonly PartStitch[], rect: CellRect) =>
      calls.push({ call: 'update', kind, count: list.length, rect }),
  };
  return { renderer: renderer as unknown as GridRenderer, take: () => calls.splice(0) };
}

describe('part stitches on the renderer', () => {
  it('shows both lists whole, then only the cells an edit touched, and all again after a new size', () => {
    const editor = TestEditor.create({ columns: 6, rows: 4 });
    const fake = fakeRenderer();
    const disconnect = connectPartStitches(fake.renderer, editor.editor);
    expect(fake.take()).toEqual([
      { call: 'set', kind: 'halfStitches', count: 0 },
      { call: 'set', kind: 'quarterStitches', count: 0 },
    ]);
    editor
      .setTool('drawHalfStitches')
      .pointerDown(1, 2, { within: [0.1, 0.1] })
      .pointerMove(3, 2)
      .pointerUp();
    // Shown while dragging, taken back and recorded as one command on release: the rectangles say where.
    const calls = fake.take();
    expect(calls.every((call) => call.call === 'update' && call.kind === 'halfStitches')).toBe(true);
    expect(calls.at(-1)).toEqual({
      call: 'update',
      kind: 'halfStitches',
      count: 3,
      rect: { x: 1, y: 2, width: 3, height: 1 },
    });
    editor.setTool('drawQuarterStitches').click(5, 3);
    expect(fake.take().at(-1)).toEqual({
      call: 'update',
      kind: 'quarterStitches',
      count: 1,
      rect: { x: 5, y: 3, width: 1, height: 1 },
    });
    editor.editor.insertLines('rows', 0, 1);
    expect(fake.take()).toEqual([
      { call: 'set', kind: 'halfStitches', count: 3 },
      { call: 'set', kind: 'quarterStitches', count: 1 },
    ]);
    disconnect();
    editor.click(0, 0);
    expect(fake.take()).toEqual([]);
  });
});
