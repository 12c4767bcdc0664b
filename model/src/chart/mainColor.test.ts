import { describe, expect, it } from 'vitest';
import { mainColorSides, mainStyleOfRow } from './mainColor';

describe('the main colour of a row', () => {
  const cells = Uint8Array.from([1, 2, 2, 1, 3, 0, 0, 0, 0, 0, 2, 1, 1, 2, 0]);
  it.each([
    [0, 1, 'the most cells win; a tie goes to the lower style id'],
    [1, 0, 'a row of empty cells has none'],
    [2, 1, 'empty cells do not count'],
  ])('row %i is %i: %s', (row, styleId) => {
    expect(mainStyleOfRow(cells, 5, row)).toBe(styleId);
  });

  it('shows the column on the sides the setting names', () => {
    expect(mainColorSides('unused')).toEqual([]);
    expect(mainColorSides('left')).toEqual(['left']);
    expect(mainColorSides('right')).toEqual(['right']);
    expect(mainColorSides('both')).toEqual(['left', 'right']);
  });
});
