/**
 * The main colour of a row (grid setting `mainColorColumn`, issue 27): the style with the most cells in the row,
 * the lower style id on a tie, 0 for a row of empty cells. For two-colour knitting (stranded or mosaic) this is
 * the colour the row is worked in.
 */
export function mainStyleOfRow(cells: Uint8Array, columnCount: number, row: number): number {
  const counts = new Uint32Array(256);
  const start = row * columnCount;
  let best = 0;
  let bestCount = 0;
  for (let x = 0; x < columnCount; x += 1) {
    const styleId = cells[start + x]!;
    if (styleId === 0) continue;
    const count = ++counts[styleId]!;
    if (count > bestCount || (count === bestCount && styleId < best)) {
      best = styleId;
      bestCount = count;
    }
  }
  return best;
}

/** Which sides show the column: none, left, right or both. */
export function mainColorSides(setting: 'unused' | 'left' | 'both' | 'right'): ('left' | 'right')[] {
  if (setting === 'both') return ['left', 'right'];
  if (setting === 'left' || setting === 'right') return [setting];
  return [];
}
