/**
 * Which grid line, if any, each device pixel column and row shows. The grid's lines depend only on the pixel's
 * column (vertical lines) or row (horizontal lines), so they are worked out once per frame layout here — a few
 * thousand values — and the shader reads them from two one-texel-high textures instead of working them out for
 * every pixel: on SwiftShader that halves the cost of a frame (`make bench`, render.frame).
 *
 * Ranks: 0 no line, 1 the default line, 2 every 5th, 3 every 10th or the grid's outer edge. Lines are counted
 * from the grid's top-left corner, or from the right or bottom edge where the chart's ruler starts counting there, or
 * from the middle for the centre template; a line of width w pixels covers the window [line − (w − 1/4), line + 1/4) around
 * the pixel's centre, so a line on a pixel edge is drawn exactly once.
 */
import { highlightPhase, type LineCountFrom } from '@steekwerk/model';
import { BufferImageSource } from 'pixi.js';
import type { GridTheme } from './gridTheme';

/** Below this many device pixels between two lines of a kind, those lines are left out (they would be a blur). */
export const minimumLineSpacing = 4;

/** The widest drawing buffer the rank textures cover (the largest texture SwiftShader accepts). */
export const maximumRankPixels = 8192;

export type LineTheme = Pick<
  GridTheme,
  | 'lineWidth'
  | 'lineEvery5Width'
  | 'lineEvery10Width'
  | 'every5'
  | 'every10'
  | 'columnLinesFrom'
  | 'rowLinesFrom'
>;

/** Whether a line of the lines `phase + k × every` lies within the pixel's window. */
function lineHit(cell: number, cellsPerPixel: number, every: number, width: number, phase = 0): boolean {
  if (width <= 0) return false;
  const line = Math.ceil((cell - (width - 0.25) * cellsPerPixel - phase) / every) * every + phase;
  return line < cell + 0.25 * cellsPerPixel;
}

function edgeHit(cell: number, cellsPerPixel: number, size: number, width: number): boolean {
  if (width <= 0) return false;
  const low = cell - (width - 0.25) * cellsPerPixel;
  const high = cell + 0.25 * cellsPerPixel;
  return (0 >= low && 0 < high) || (size >= low && size < high);
}

/**
 * The rank of the line at a cell coordinate.
 *
 * @param cell the pixel centre's position in cells from the grid's edge
 * @param pixelsPerCell device pixels per cell along this axis
 * @param size the grid's cells along this axis
 * @param from where the highlights count from (an edge or the middle), as the chart's ruler numbers
 */
export function lineRankAt(
  cell: number,
  pixelsPerCell: number,
  size: number,
  theme: LineTheme,
  from: LineCountFrom = 'start',
): number {
  const cellsPerPixel = 1 / pixelsPerCell;
  // Counted from the far edge or the middle, the highlights are the same lines shifted by a phase.
  const phase = (every: number) => highlightPhase(size, from, every);
  if (edgeHit(cell, cellsPerPixel, size, Math.max(theme.lineEvery10Width, Math.min(1, theme.lineWidth))))
    return 3;
  if (
    pixelsPerCell * theme.every10 >= minimumLineSpacing &&
    lineHit(cell, cellsPerPixel, theme.every10, theme.lineEvery10Width, phase(theme.every10))
  ) {
    return 3;
  }
  if (
    pixelsPerCell * theme.every5 >= minimumLineSpacing &&
    lineHit(cell, cellsPerPixel, theme.every5, theme.lineEvery5Width, phase(theme.every5))
  ) {
    return 2;
  }
  if (pixelsPerCell >= minimumLineSpacing && lineHit(cell, cellsPerPixel, 1, theme.lineWidth)) return 1;
  return 0;
}

/**
 * Fills `ranks` for `count` device pixels along one axis.
 *
 * @param offset device pixels from the canvas edge (left, or top) to the grid's edge
 * @param bottomUp index 0 is the last pixel (WebGL counts rows from the bottom)
 * @param from where the highlights count from (see lineRankAt)
 */
export function fillLineRanks(
  ranks: Uint8Array,
  count: number,
  offset: number,
  pixelsPerCell: number,
  size: number,
  theme: LineTheme,
  bottomUp = false,
  from: LineCountFrom = 'start',
): void {
  const limit = Math.min(count, ranks.length);
  for (let index = 0; index < limit; index += 1) {
    const pixel = bottomUp ? count - 1 - index : index;
    ranks[index] = lineRankAt((pixel + 0.5 - offset) / pixelsPerCell, pixelsPerCell, size, theme, from) * 85;
  }
  ranks.fill(0, limit);
}

/** The two rank textures the grid shader reads (`r8unorm`, rank × 85, so 3 reads as 255). */
export class LineRankTextures {
  readonly columns = rankSource();
  readonly rows = rankSource();

  /** Works the ranks out again for the grid's place and scale in a drawing buffer of `width` × `height`. */
  update(
    layout: {
      offsetX: number;
      offsetY: number;
      pixelsX: number;
      pixelsY: number;
      width: number;
      height: number;
    },
    size: { columnCount: number; rowCount: number },
    theme: LineTheme,
  ): void {
    fillLineRanks(
      this.columns.resource as Uint8Array,
      layout.width,
      layout.offsetX,
      layout.pixelsX,
      size.columnCount,
      theme,
      false,
      theme.columnLinesFrom ?? 'start',
    );
    fillLineRanks(
      this.rows.resource as Uint8Array,
      layout.height,
      layout.offsetY,
      layout.pixelsY,
      size.rowCount,
      theme,
      true,
      theme.rowLinesFrom ?? 'start',
    );
    this.columns.update();
    this.rows.update();
  }

  destroy(): void {
    this.columns.destroy();
    this.rows.destroy();
  }
}

function rankSource(): BufferImageSource {
  return new BufferImageSource({
    resource: new Uint8Array(maximumRankPixels),
    width: maximumRankPixels,
    height: 1,
    format: 'r8unorm',
    scaleMode: 'nearest',
    alphaMode: 'no-premultiply-alpha',
  });
}
