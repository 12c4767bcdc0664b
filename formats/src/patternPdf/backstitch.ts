/**
 * Backstitch in a pattern PDF: stroked segments inside a grid that are thicker than the grid's own lines and whose
 * ends lie on the cell lattice (in hundredths of a cell).
 */
import type { CustomLine, PaletteStyle } from '@steekwerk/model';
import { ChartFileError } from '../chart/chartFileError';
import { importLimits } from '../chart/importLimits';
import type { PageGrid } from './pageGrid';
import type { PdfPageContent } from './pdfPages';

/**
 * The widest line width the grid itself is drawn with (the bold line every 10 included): a width whose segments on
 * one vertical grid line add up to at least half the grid's height, whether drawn as one long line or as each
 * cell's own sides. A backstitch along a cell edge is short and does not count.
 */
export function gridLineWidth(page: PdfPageContent, grid: PageGrid): number {
  const height = grid.rows * grid.pitchY;
  const bottom = grid.top - height;
  const lengths = new Map<string, number>();
  for (const s of page.segments) {
    if (Math.abs(s.x1 - s.x2) >= 0.01) continue;
    const column = (s.x1 - grid.left) / grid.pitchX;
    if (Math.abs(column - Math.round(column)) > 0.02 || column < -0.1 || column > grid.columns + 0.1)
      continue;
    if (Math.max(s.y1, s.y2) < bottom - 0.5 || Math.min(s.y1, s.y2) > grid.top + 0.5) continue;
    const key = `${Math.round(column)}:${Math.round(s.width * 1000) / 1000}`;
    lengths.set(key, (lengths.get(key) ?? 0) + Math.abs(s.y1 - s.y2));
  }
  let width = 0;
  for (const [key, length] of lengths) {
    if (length >= height * 0.5) width = Math.max(width, Number(key.split(':')[1]));
  }
  return width;
}

/**
 * Backstitch: stroked segments inside a grid, thicker than its grid lines, whose ends lie on the lattice of half
 * cells; the colour picks the style of the same colour (else the first style).
 */
export function backstitchLines(
  gridded: ReadonlyArray<{ page: PdfPageContent; grid: PageGrid }>,
  globalColumn: (grid: PageGrid, index: number) => number,
  globalRow: (grid: PageGrid, index: number) => number,
  styles: readonly PaletteStyle[],
): CustomLine[] {
  const byColour = new Map(styles.map((style) => [style.colorBackground.toLowerCase(), style.styleId]));
  const seen = new Set<string>();
  const lines: CustomLine[] = [];
  for (const { page, grid } of gridded) {
    const right = grid.left + grid.columns * grid.pitchX;
    const bottom = grid.top - grid.rows * grid.pitchY;
    const gridWidth = gridLineWidth(page, grid);
    const toX = (x: number) => {
      const cells = (x - grid.left) / grid.pitchX;
      const whole = Math.floor(cells);
      return Math.round((globalColumn(grid, whole) + cells - whole) * 100) / 100;
    };
    const toY = (y: number) => {
      const cells = (grid.top - y) / grid.pitchY;
      const whole = Math.floor(cells);
      return Math.round((globalRow(grid, whole) + cells - whole) * 100) / 100;
    };
    for (const s of page.segments) {
      if (s.width <= gridWidth * 1.2) continue;
      const inside = (x: number, y: number) =>
        x >= grid.left - 0.5 - grid.pitchX * 50 &&
        x <= right + grid.pitchX * 50 &&
        y <= grid.top + grid.pitchY * 50 &&
        y >= bottom - grid.pitchY * 50;
      if (!inside(s.x1, s.y1) || !inside(s.x2, s.y2)) continue;
      const line = { x1: toX(s.x1), y1: toY(s.y1), x2: toX(s.x2), y2: toY(s.y2) };
      const key = `${line.x1},${line.y1},${line.x2},${line.y2}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push({ ...line, styleId: byColour.get(s.colour.toLowerCase()) ?? styles[0]?.styleId ?? 1 });
      if (lines.length > importLimits.maxGridItems)
        throw new ChartFileError('Het patroon heeft te veel backsteeklijnen.');
    }
  }
  return lines;
}
