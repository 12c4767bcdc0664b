import { createChartState } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { documentFromState } from './document/chartState';
import { Editor } from './Editor';
import { testStyles } from './testing/TestEditor';

function editorWith(scroll: { x: number; y: number } | undefined): Editor {
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: 200, rowCount: 200 },
    rows: '',
    styles: testStyles(),
  });
  const document = documentFromState(state, new Uint8Array(200 * 200));
  return new Editor(document, { initialMode: 'progressTracker', viewWidth: 1280, viewHeight: 800, scroll });
}

describe('the viewer’s own scroll position', () => {
  it('is taken once the view reports its size, even where the guessed size would have cut it', () => {
    const editor = editorWith({ x: 300, y: 3000 });
    editor.setViewSize(390, 600);
    expect(editor.camera).toMatchObject({ scrollX: 300, scrollY: 3000 });
    // Later sizes keep the position the maker has by then.
    editor.scrollTo(10, 20);
    editor.setViewSize(390, 620);
    expect(editor.camera).toMatchObject({ scrollX: 10, scrollY: 20 });
  });

  it('is clamped to the chart; a missing or broken one leaves the view at the top left', () => {
    const far = editorWith({ x: 1e9, y: -50 });
    far.setViewSize(390, 600);
    expect(far.camera.scrollY).toBe(0);
    expect(far.camera.scrollX).toBeLessThan(1e9);
    const broken = editorWith({ x: Number.NaN, y: 40 });
    broken.setViewSize(390, 600);
    expect(broken.camera).toMatchObject({ scrollX: 0, scrollY: 0 });
    const none = editorWith(undefined);
    none.setViewSize(390, 600);
    expect(none.camera).toMatchObject({ scrollX: 0, scrollY: 0 });
  });
});
