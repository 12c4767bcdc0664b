/**
 * The vertices of a freeform layer's mesh (issue 29): one quad per symbol, turned about its centre, textured with
 * its symbol's tile of the atlas and coloured with its style's colour, for the symbols whose bounding box meets
 * the region drawn (culling). All symbols of one layer are one mesh and one draw call however many show.
 */
import type { FreeformSymbol } from '@steekwerk/model';
import type { AtlasTile } from '../styleTextures';

/** Floats per vertex: position (2, units), atlas texel (2, 0 … 1), colour (3, 0 … 1). */
export const freeformVertexFloats = 7;

/** An axis-aligned region in freeform units. */
export interface UnitRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** How a style's symbols look: the tile of its symbol and its colour (0 … 1). */
export interface FreeformStyleLook {
  readonly tile: AtlasTile;
  readonly colour: readonly [number, number, number];
}

export interface FreeformGeometry {
  readonly vertices: Float32Array<ArrayBuffer>;
  readonly indices: Uint32Array<ArrayBuffer>;
  /** Symbols in the mesh. */
  readonly count: number;
}

/** Whether a symbol's box (its `boundingBox`, or one around its turned box) meets the region. */
function meets(symbol: FreeformSymbol, region: UnitRect): boolean {
  const box = symbol.boundingBox;
  if (box)
    return (
      box.right >= region.left && box.x <= region.right && box.bottom >= region.top && box.y <= region.bottom
    );
  const reach = Math.hypot(symbol.width, symbol.height) / 2;
  return (
    symbol.x + reach >= region.left &&
    symbol.x - reach <= region.right &&
    symbol.y + reach >= region.top &&
    symbol.y - reach <= region.bottom
  );
}

/**
 * The mesh of the symbols of one layer that meet `region`, in list order (later ones on top); a symbol whose
 * style has no look (no symbol loaded yet, an unknown style) is left out.
 */
export function buildFreeformGeometry(
  symbols: readonly FreeformSymbol[],
  layerId: number,
  region: UnitRect,
  lookOf: (styleId: number) => FreeformStyleLook | undefined,
  atlasTiles: { readonly columns: number; readonly rows: number },
): FreeformGeometry {
  const chosen: FreeformSymbol[] = [];
  for (const symbol of symbols) if (symbol.layerId === layerId && meets(symbol, region)) chosen.push(symbol);
  const vertices = new Float32Array(chosen.length * 4 * freeformVertexFloats);
  const indices = new Uint32Array(chosen.length * 6);
  let count = 0;
  for (const symbol of chosen) {
    const look = lookOf(symbol.styleId);
    if (!look) continue;
    const radians = (symbol.rotate * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    const halfWidth = symbol.width / 2;
    const halfHeight = symbol.height / 2;
    const u0 = look.tile.column / atlasTiles.columns;
    const u1 = (look.tile.column + look.tile.cells) / atlasTiles.columns;
    const v0 = look.tile.row / atlasTiles.rows;
    const v1 = (look.tile.row + 1) / atlasTiles.rows;
    const corners = [
      [-halfWidth, -halfHeight, u0, v0],
      [halfWidth, -halfHeight, u1, v0],
      [halfWidth, halfHeight, u1, v1],
      [-halfWidth, halfHeight, u0, v1],
    ] as const;
    let at = count * 4 * freeformVertexFloats;
    for (const [dx, dy, u, v] of corners) {
      vertices[at] = symbol.x + dx * cos - dy * sin;
      vertices[at + 1] = symbol.y + dx * sin + dy * cos;
      vertices[at + 2] = u;
      vertices[at + 3] = v;
      vertices[at + 4] = look.colour[0];
      vertices[at + 5] = look.colour[1];
      vertices[at + 6] = look.colour[2];
      at += freeformVertexFloats;
    }
    const first = count * 4;
    indices.set([first, first + 1, first + 2, first, first + 2, first + 3], count * 6);
    count += 1;
  }
  return {
    vertices: vertices.subarray(0, count * 4 * freeformVertexFloats),
    indices: indices.subarray(0, count * 6),
    count,
  };
}

/**
 * The region to build meshes for, given the region in view: the view with one view's size to spare on each side
 * (a pan within it needs no rebuild).
 */
export function cullRegionFor(view: UnitRect): UnitRect {
  const width = view.right - view.left;
  const height = view.bottom - view.top;
  return {
    left: view.left - width,
    top: view.top - height,
    right: view.right + width,
    bottom: view.bottom + height,
  };
}

/**
 * Whether meshes built for `built` still serve `view`: it lies inside, and is not much smaller (after zooming in a
 * long way the meshes would carry many symbols out of view).
 */
export function regionServes(built: UnitRect | undefined, view: UnitRect): boolean {
  if (!built) return false;
  const inside =
    view.left >= built.left &&
    view.top >= built.top &&
    view.right <= built.right &&
    view.bottom <= built.bottom;
  const viewArea = (view.right - view.left) * (view.bottom - view.top);
  const builtArea = (built.right - built.left) * (built.bottom - built.top);
  return inside && builtArea <= viewArea * 16;
}
