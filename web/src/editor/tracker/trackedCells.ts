/**
 * The cells the tracker follows: the chart's cells, with "geen steek" cells (a style whose symbol means no stitch,
 * model `isNoStitchSymbol`) and the cells of a style whose `progressTracker` is off (symbol properties "Meetellen
 * in de voortgang") left out as if empty, so they are neither counted, nor marked, nor stepped through.
 * The chart's own array when the palette has no such style (no copy).
 */
import { isNoStitchSymbol, type Palette } from '@steekwerk/model';

export function trackedCells(cells: Uint8Array, palette: Pick<Palette, 'styles'>): Uint8Array {
  const skipped = new Uint8Array(256);
  let any = false;
  for (const style of palette.styles) {
    if (!isNoStitchSymbol(style.symbolId) && style.progressTracker) continue;
    skipped[style.styleId] = 1;
    any = true;
  }
  if (!any) return cells;
  const tracked = new Uint8Array(cells.length);
  for (let index = 0; index < cells.length; index += 1) {
    const styleId = cells[index]!;
    tracked[index] = skipped[styleId] === 1 ? 0 : styleId;
  }
  return tracked;
}
