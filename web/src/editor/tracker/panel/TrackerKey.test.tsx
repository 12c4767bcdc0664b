import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../../editorStore';
import type { GridItems } from '../../document/gridItems';
import { TestEditor } from '../../testing/TestEditor';
import { EditorContext } from '../../ui/EditorContext';
import { noStyleItems } from '../trackerCounts';
import { keyUseText } from './TrackerKey';
import { TrackerPanel } from './TrackerPanel';

let disconnect: (() => void) | undefined;

afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

/** A 4 × 2 chart in the tracker: style 1 (Rood) in every cell but one of style 2 (Blauw), with `items`. */
function renderKey(items: Partial<GridItems>, cells = true) {
  const editor = TestEditor.create({ columns: 4, rows: 2, items });
  if (cells) editor.document.replaceCells(Uint8Array.of(1, 1, 1, 1, 1, 1, 1, 2), 4, 2);
  editor.setTool('progressTracker');
  disconnect = connectEditorToStore(editor.editor);
  render(
    <EditorContext.Provider value={editor.editor}>
      <TrackerPanel />
    </EditorContext.Provider>,
  );
  return within(screen.getByRole('region', { name: 'Legenda' }));
}

describe('the tracker key with lines, part stitches, knots and beads', () => {
  it('lists a style used only for backstitch or beads, with what it is used for and no count to do', () => {
    const key = renderKey({
      customLines: [
        { x1: 0, y1: 0, x2: 2, y2: 2, styleId: 4 },
        { x1: 2, y1: 2, x2: 4, y2: 2, styleId: 4 },
      ],
      halfStitches: [{ x: 0, y: 0, left: true, top: true, styleId: 2 }],
      ornaments: [{ x: 1.5, y: 0.5, kind: 'bead', styleId: 3 }],
    });
    const entries = key.getAllByRole('button');
    expect(entries.map((entry) => entry.getAttribute('data-style-id'))).toEqual(['1', '2', '3', '4']);
    expect(entries[0]!.textContent).toContain('7 te gaan');
    expect(entries[1]!.textContent).toContain('1 hele steek · 1 halve steek');
    expect(entries[2]!.textContent).toContain('1 kraal');
    expect(entries[2]!.textContent).not.toContain('te gaan');
    expect(entries[3]!.textContent).toContain('2 lijnen');
  });

  it('shows the key on a chart of part stitches alone, where nothing is there to mark', () => {
    const key = renderKey({ quarterStitches: [{ x: 1, y: 1, left: false, top: false, styleId: 3 }] }, false);
    expect(key.getByRole('button').textContent).toContain('1 kwartsteek');
    expect(screen.getByText('Deze chart heeft nog geen steken om bij te houden.')).toBeTruthy();
  });

  it('says nothing more for a style of whole cells only, and counts every kind in Dutch', () => {
    const count = { styleId: 1, done: 0, total: 3, left: 3, items: noStyleItems };
    expect(keyUseText(count)).toBeUndefined();
    expect(
      keyUseText({
        ...count,
        total: 1200,
        items: { customLines: 1, halfStitches: 2, quarterStitches: 1, knots: 3, beads: 2 },
      }),
    ).toBe('1\u00a0200 hele steken · 1 lijn · 2 halve steken · 1 kwartsteek · 3 Franse knopen · 2 kralen');
  });
});

describe('the tracker key of a chart without symbols', () => {
  it('gives each colour a symbol of its own, named in the key', async () => {
    const key = renderKey({});
    // Rood and Blauw each get a key symbol (which one: keySymbols.test.ts), named after the colour's name.
    const symbolOf = (index: number) =>
      /^(Rood|Blauw)(.+?)\d/.exec(key.getAllByRole('button')[index]!.textContent ?? '')?.[2];
    await waitFor(() => expect(symbolOf(0)).toBeDefined());
    expect(symbolOf(1)).toBeDefined();
    expect(symbolOf(0)).not.toBe(symbolOf(1));
  });
});
