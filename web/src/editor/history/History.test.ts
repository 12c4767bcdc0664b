import { describe, expect, it } from 'vitest';
import { ChartDocument } from '../document/ChartDocument';
import { setCells } from '../document/commands/cellPatch';
import { invoke } from '../document/commands/command';
import { FakeClock } from '../../test/fakeClock';
import { History } from './History';

function paint(history: History, document: ChartDocument, column: number, value: number): void {
  const redo = invoke(setCells, {
    kind: 'rect',
    rect: { x: column, y: 0, width: 1, height: 1 },
    values: Uint8Array.of(value),
  });
  const result = redo.run(document);
  if (result) history.record('paint', redo, result.inverse);
}

describe('History', () => {
  it('undoes and redoes from command inverses, and a new change drops the redo list', () => {
    const document = ChartDocument.createEmpty(3, 1);
    const history = new History({ clock: new FakeClock() });
    paint(history, document, 0, 1);
    paint(history, document, 1, 2);
    expect(history.undo(document)).toBe(true);
    expect(Array.from(document.cells)).toEqual([1, 0, 0]);
    expect(history.canRedo).toBe(true);
    expect(history.redo(document)).toBe(true);
    expect(Array.from(document.cells)).toEqual([1, 2, 0]);
    history.undo(document);
    paint(history, document, 2, 3);
    expect(history.canRedo).toBe(false);
    expect(history.undoCount).toBe(2);
  });

  it('prunes every 5 minutes, keeping the last 15 minutes', () => {
    const clock = new FakeClock();
    const document = ChartDocument.createEmpty(10, 1);
    const history = new History({ clock });
    history.startPruning();
    paint(history, document, 0, 1); // t = 0
    clock.advanceSync(6 * 60_000);
    paint(history, document, 1, 1); // t = 6 min
    clock.advanceSync(8 * 60_000); // 14 min: prunes at 5 and 10 keep both
    expect(history.undoCount).toBe(2);
    clock.advanceSync(1 * 60_000); // 15 min: the first is exactly 15 min old and stays
    expect(history.undoCount).toBe(2);
    clock.advanceSync(5 * 60_000); // 20 min: the first is gone, the second (14 min old) stays
    expect(history.undoCount).toBe(1);
    clock.advanceSync(5 * 60_000); // 25 min: the second is 19 min old
    expect(history.undoCount).toBe(0);
    history.stopPruning();
  });

  it('keeps at most `limit` entries', () => {
    const document = ChartDocument.createEmpty(10, 1);
    const history = new History({ clock: new FakeClock(), limit: 3 });
    for (let column = 0; column < 5; column += 1) paint(history, document, column, 1);
    expect(history.undoCount).toBe(3);
  });
});
