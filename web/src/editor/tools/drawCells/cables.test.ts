/** A 4/4 cable of a new cables chart drawn over its 8 cells, in right-to-left and left-to-right rows (spec §5). */
import { builtInSymbols, defaultStylesOf } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';

const widths = Object.fromEntries(builtInSymbols.map((symbol) => [symbol.symbolId, symbol.cells]));

function cablesChart(columns: number): { test: TestEditor; cable: number } {
  const styles = defaultStylesOf('knitting', 'cables');
  const test = TestEditor.create({ columns, rows: 2, type: 'cables', styles, symbolCells: widths });
  const cable = styles.find((style) => style.symbolId === 'cable-4-4-right')!.styleId;
  return { test, cable };
}

describe('a 4/4 cable', () => {
  it('covers 8 cells ending at the clicked cell in a right-to-left row', () => {
    const { test, cable } = cablesChart(12);
    test.selectStyle(cable).click(9, 0);
    expect(test.row(0)).toBe(`..${String(cable).repeat(8)}..`);
  });

  it('is refused where its 8 cells do not fit', () => {
    const { test, cable } = cablesChart(12);
    test.selectStyle(cable).click(5, 0);
    expect(test.row(0)).toBe('.'.repeat(12));
  });

  it('starts at the clicked cell in a left-to-right row', () => {
    const { test, cable } = cablesChart(12);
    test.document.setGridSettings({ ...test.document.meta.gridSettings, direction2: 'leftToRight' });
    test.selectStyle(cable).click(2, 1);
    expect(test.row(1)).toBe(`..${String(cable).repeat(8)}..`);
  });
});
