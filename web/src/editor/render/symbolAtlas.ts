/**
 * The symbol atlas: every symbol the palette uses, rendered once from its path data into a tile of a single-
 * channel (coverage) texture. The shader colours coverage with the style's foreground, so one tile serves every
 * style with that symbol, and symbols cost no sprites.
 */
import { parseViewBox, type StitchSymbol } from '@steekwerk/model';
import type { AtlasTile } from './styleTextures';

/** Texels per cell in the atlas. */
export const atlasTileSize = 64;
/** Tiles per atlas row. */
export const atlasColumns = 16;

export interface AtlasLayout {
  /** Tile of each symbol id. */
  readonly tiles: ReadonlyMap<string, AtlasTile>;
  /** Size in tiles. */
  readonly columns: number;
  readonly rows: number;
}

/** Places symbols left to right in rows of `columns` tiles; a symbol `cells` wide takes that many tiles. */
export function layoutAtlas(
  symbols: ReadonlyArray<Pick<StitchSymbol, 'symbolId' | 'cells'>>,
  columns = atlasColumns,
): AtlasLayout {
  const tiles = new Map<string, AtlasTile>();
  let column = 0;
  let row = 0;
  for (const symbol of symbols) {
    if (tiles.has(symbol.symbolId)) continue;
    const cells = Math.max(1, Math.min(columns, symbol.cells));
    if (column + cells > columns) {
      column = 0;
      row += 1;
    }
    tiles.set(symbol.symbolId, { column, row, cells });
    column += cells;
  }
  return { tiles, columns, rows: tiles.size === 0 ? 1 : row + 1 };
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function createContext(width: number, height: number): Context2D | undefined {
  if (typeof OffscreenCanvas !== 'undefined') {
    return new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true }) ?? undefined;
  }
  if (typeof document === 'undefined') return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d', { willReadFrequently: true }) ?? undefined;
}

/**
 * Draws the symbols into coverage bytes (one per texel, row-major, `columns × tileSize` wide). Undefined when
 * the platform has no 2D canvas with Path2D (tests in jsdom).
 */
export function rasteriseAtlas(
  symbols: readonly StitchSymbol[],
  layout: AtlasLayout,
  tileSize = atlasTileSize,
): Uint8Array<ArrayBuffer> | undefined {
  const width = layout.columns * tileSize;
  const height = layout.rows * tileSize;
  const context = createContext(width, height);
  if (!context || typeof Path2D === 'undefined') return undefined;
  context.clearRect(0, 0, width, height);
  context.fillStyle = '#fff';
  context.strokeStyle = '#fff';
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const symbol of symbols) {
    const tile = layout.tiles.get(symbol.symbolId);
    if (!tile) continue;
    const box = parseViewBox(symbol.svgViewBox);
    const marginX = symbol.gridMarginRatioX * tileSize;
    const marginY = symbol.gridMarginRatioY * tileSize;
    const areaWidth = tile.cells * tileSize - 2 * marginX;
    const areaHeight = tileSize - 2 * marginY;
    const scale = Math.min(areaWidth / box.width, areaHeight / box.height);
    const left = tile.column * tileSize + marginX + (areaWidth - box.width * scale) / 2;
    const top = tile.row * tileSize + marginY + (areaHeight - box.height * scale) / 2;
    context.save();
    context.beginPath();
    context.rect(tile.column * tileSize, tile.row * tileSize, tile.cells * tileSize, tileSize);
    context.clip();
    context.setTransform(scale, 0, 0, scale, left - box.x * scale, top - box.y * scale);
    context.lineWidth = symbol.strokeWidth;
    for (const path of symbol.paths) {
      const shape = new Path2D(path.d);
      if (path.fill) context.fill(shape);
      else context.stroke(shape);
    }
    context.restore();
  }
  const { data } = context.getImageData(0, 0, width, height);
  const coverage = new Uint8Array(width * height);
  for (let index = 0; index < coverage.length; index += 1) coverage[index] = data[index * 4 + 3] ?? 0;
  return coverage;
}
