/**
 * Half and quarter stitches drawn as filled right triangles in a cell (as our writer and several charting programs
 * draw them): the right angle sits on a cell corner, legs of one cell are a half stitch (the half of the cell at that
 * corner), legs of half a cell a quarter stitch. The fill colour picks the style of that colour; a triangle whose
 * colour no style has (a black-and-white PDF draws them grey) is counted, not placed.
 */
import type { PaletteStyle, PartStitch } from '@steekwerk/model';
import type { PageGrid } from './pageGrid';
import type { PdfPageContent } from './pdfPages';

export interface PartStitchesFound {
  readonly halves: PartStitch[];
  readonly quarters: PartStitch[];
  /** Triangles in the grid whose colour names no style. */
  readonly unknownColour: number;
}

type Place = (grid: PageGrid, index: number) => number;

export function readPartStitches(
  pages: ReadonlyArray<{ page: PdfPageContent; grid: PageGrid }>,
  globalColumn: Place,
  globalRow: Place,
  styles: readonly PaletteStyle[],
): PartStitchesFound {
  const byColour = new Map(styles.map((style) => [style.colorBackground.toLowerCase(), style.styleId]));
  const halves = new Map<string, PartStitch>();
  const quarters = new Map<string, PartStitch>();
  let unknownColour = 0;
  for (const { page, grid } of pages) {
    const right = grid.left + grid.columns * grid.pitchX;
    const bottom = grid.top - grid.rows * grid.pitchY;
    for (const triangle of page.triangles) {
      const [a, b, c] = triangle.points;
      if (!a || !b || !c) continue;
      const cx = (a[0] + b[0] + c[0]) / 3;
      const cy = (a[1] + b[1] + c[1]) / 3;
      if (cx <= grid.left || cx >= right || cy <= bottom || cy >= grid.top) continue;
      // The right angle: the corner sharing its x with one other point and its y with the third.
      const near = (p: number, q: number) => Math.abs(p - q) < 0.05;
      const corner = [a, b, c].find((p) => {
        const others = [a, b, c].filter((o) => o !== p);
        return others.some((o) => near(o[0], p[0])) && others.some((o) => near(o[1], p[1]));
      });
      if (!corner) continue;
      const others = [a, b, c].filter((o) => o !== corner);
      const alongX = others.find((o) => near(o[1], corner[1]))!;
      const alongY = others.find((o) => near(o[0], corner[0]))!;
      const legX = (alongX[0] - corner[0]) / grid.pitchX;
      const legY = (alongY[1] - corner[1]) / grid.pitchY;
      const size = Math.abs(legX);
      if (!near(size, Math.abs(legY)) || !(near(size, 1) || near(size, 0.5))) continue;
      const styleId = byColour.get(triangle.colour.toLowerCase());
      if (styleId === undefined) {
        unknownColour += 1;
        continue;
      }
      // The corner's cell: the legs run into it.
      const cornerColumn = Math.round((corner[0] - grid.left) / grid.pitchX);
      const cornerRow = Math.round((grid.top - corner[1]) / grid.pitchY);
      const left = legX > 0;
      const top = legY < 0;
      const column = left ? cornerColumn : cornerColumn - 1;
      const row = top ? cornerRow : cornerRow - 1;
      if (column < 0 || row < 0 || column >= grid.columns || row >= grid.rows) continue;
      const stitch = { x: globalColumn(grid, column), y: globalRow(grid, row), left, top, styleId };
      const key = `${stitch.x},${stitch.y},${left},${top}`;
      (near(size, 1) ? halves : quarters).set(key, stitch);
    }
  }
  return { halves: [...halves.values()], quarters: [...quarters.values()], unknownColour };
}
