import { describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/TestEditor';

describe('the lines session', () => {
  it('adds a line only on the lattice inside the grid, with a length and a style of the palette', () => {
    const test = TestEditor.create({ columns: 6, rows: 4, mode: 'drawLines' });
    const session = test.editor.sessions.lines;
    const line = { x1: 0, y1: 0, x2: 6, y2: 4, styleId: 2 };
    expect(session.addLine(line)).toBe('done');
    expect(session.addLine({ ...line, x2: 7 })).toBe('refused');
    expect(session.addLine({ ...line, y1: -1 })).toBe('refused');
    expect(session.addLine({ ...line, x1: Number.NaN })).toBe('refused');
    expect(session.addLine({ ...line, x1: 0.25 })).toBe('refused');
    expect(session.addLine({ ...line, x1: 0.5, y1: 0 })).toBe('refused');
    expect(session.addLine({ ...line, x2: 0, y2: 0 })).toBe('refused');
    expect(session.addLine({ ...line, styleId: 9 })).toBe('refused');
    expect(session.addLine({ ...line, styleId: 0 })).toBe('refused');
    expect(session.addLine({ ...line, x1: 0.5, y1: 0.5 })).toBe('done');
    expect(test.lines).toEqual(['0,0-6,4:2', '0.5,0.5-6,4:2']);
  });

  it('refuses everything on a chart with an empty palette or that cannot be edited', () => {
    const empty = TestEditor.create({ styles: [], mode: 'drawLines' });
    expect(empty.editor.sessions.lines.addLine({ x1: 0, y1: 0, x2: 1, y2: 1, styleId: 1 })).toBe('refused');
    const viewing = TestEditor.create({ mode: 'view' });
    expect(viewing.editor.sessions.lines.addLine({ x1: 0, y1: 0, x2: 1, y2: 1, styleId: 1 })).toBe(
      'notEditable',
    );
  });

  it('refuses edits of a picked line that change nothing, and lets go of it when the grid shrinks', () => {
    const test = TestEditor.create({
      columns: 6,
      rows: 4,
      mode: 'drawLines',
      items: { customLines: [{ x1: 0, y1: 0, x2: 6, y2: 0, styleId: 1 }] },
    });
    const session = test.editor.sessions.lines;
    expect(session.moveSelected(1, 0)).toBe('refused');
    session.select(0);
    expect(session.moveSelected(1, 0)).toBe('refused');
    expect(session.moveSelected(Number.NaN, 1)).toBe('refused');
    expect(session.restyleSelected(1)).toBe('refused');
    expect(session.moveSelected(0, 2)).toBe('done');
    test.editor.removeLines('columns', 0, 1);
    expect(session.selected).toBeUndefined();
  });

  it('tells its listeners when what shows over the lines changes', () => {
    const test = TestEditor.create({ mode: 'drawLines' });
    const session = test.editor.sessions.lines;
    let calls = 0;
    const stop = session.subscribe(() => (calls += 1));
    test.pointerDownAt(1, 1).pointerMoveAt(2, 1).pointerUpAt(2, 1);
    expect(calls).toBeGreaterThanOrEqual(3);
    stop();
    const before = calls;
    session.setAction('select');
    expect(calls).toBe(before);
    expect(session.action).toBe('select');
  });
});
