/**
 * The cells' own textures besides the integer ones (cellQuad.ts): RGBA tables (the palette and the style table) and
 * the symbol atlas, a 2 × 2 empty placeholder while no symbols are drawn.
 */
import { BufferImageSource } from 'pixi.js';

/** A symbol atlas: coverage bytes, `columns × rows` tiles of `tileSize` texels. */
export interface SymbolAtlasData {
  readonly coverage: Uint8Array<ArrayBuffer>;
  readonly columns: number;
  readonly rows: number;
  readonly tileSize: number;
}

/** An RGBA texture over `resource` (read in place, updated in place), unfiltered unless `linear`. */
export function rgbaSource(
  resource: Uint8Array<ArrayBuffer>,
  width: number,
  height: number,
  linear = false,
): BufferImageSource {
  return new BufferImageSource({
    resource,
    width,
    height,
    format: 'rgba8unorm',
    scaleMode: linear ? 'linear' : 'nearest',
    alphaMode: 'no-premultiply-alpha',
  });
}

/** The atlas bound while no symbols are drawn. */
export function emptyAtlas(): BufferImageSource {
  return new BufferImageSource({
    resource: new Uint8Array(4),
    width: 2,
    height: 2,
    format: 'r8unorm',
    scaleMode: 'nearest',
    alphaMode: 'no-premultiply-alpha',
  });
}

/** The texture of a symbol atlas (coverage, filtered linearly). */
export function symbolAtlasSource(atlas: SymbolAtlasData): BufferImageSource {
  return new BufferImageSource({
    resource: atlas.coverage,
    width: atlas.columns * atlas.tileSize,
    height: atlas.rows * atlas.tileSize,
    format: 'r8unorm',
    scaleMode: 'linear',
    alphaMode: 'no-premultiply-alpha',
  });
}
