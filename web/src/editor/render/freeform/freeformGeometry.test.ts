import { boundingBoxOf, type FreeformSymbol } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import {
  buildFreeformGeometry,
  cullRegionFor,
  freeformVertexFloats,
  regionServes,
  type FreeformStyleLook,
} from './freeformGeometry';

function symbol(x: number, y: number, extra: Partial<FreeformSymbol> = {}): FreeformSymbol {
  const placement = { x, y, width: 20, height: 20, rotate: 0, ...extra };
  return { layerId: 1, size: 1, styleId: 1, ...placement, boundingBox: boundingBoxOf(placement), ...extra };
}

const look: FreeformStyleLook = { tile: { column: 1, row: 0, cells: 1 }, colour: [1, 0, 0] };
const lookOf = (styleId: number) => (styleId === 1 ? look : undefined);
const atlas = { columns: 4, rows: 2 };
const everything = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };

describe('the mesh of a freeform layer', () => {
  it('is one quad per symbol of the layer, turned about its centre, with its tile and colour', () => {
    const { vertices, indices, count } = buildFreeformGeometry(
      [symbol(50, 50, { rotate: 90 }), symbol(10, 10, { layerId: 2 })],
      1,
      everything,
      lookOf,
      atlas,
    );
    expect(count).toBe(1);
    expect(indices).toEqual(Uint32Array.of(0, 1, 2, 0, 2, 3));
    const corner = (index: number) =>
      Array.from(vertices.subarray(index * freeformVertexFloats, (index + 1) * freeformVertexFloats));
    // The top-left corner before turning lies at the top right after a quarter turn clockwise.
    const [x, y, u, v, red, green, blue] = corner(0);
    expect(x).toBeCloseTo(60);
    expect(y).toBeCloseTo(40);
    expect([u, v, red, green, blue]).toEqual([0.25, 0, 1, 0, 0]);
    expect(corner(2).slice(2, 4)).toEqual([0.5, 0.5]);
  });

  it('leaves out symbols outside the region and styles without a look', () => {
    const symbols = [symbol(50, 50), symbol(500, 500), symbol(60, 60, { styleId: 2 })];
    const region = { left: 0, top: 0, right: 100, bottom: 100 };
    expect(buildFreeformGeometry(symbols, 1, region, lookOf, atlas).count).toBe(1);
    // A symbol reaching into the region by its box is kept.
    expect(buildFreeformGeometry([symbol(105, 50)], 1, region, lookOf, atlas).count).toBe(1);
  });

  it('batches ten thousand symbols into one mesh', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      symbol(index % 500, Math.floor(index / 500) * 20),
    );
    const geometry = buildFreeformGeometry(many, 1, everything, lookOf, atlas);
    expect(geometry.count).toBe(10_000);
    expect(geometry.vertices.length).toBe(10_000 * 4 * freeformVertexFloats);
    expect(geometry.indices.length).toBe(60_000);
  });
});

describe('culling', () => {
  it('builds around the view with one view to spare, rebuilt once the view leaves it or zooms in far', () => {
    const view = { left: 100, top: 100, right: 200, bottom: 150 };
    const built = cullRegionFor(view);
    expect(built).toEqual({ left: 0, top: 50, right: 300, bottom: 200 });
    expect(regionServes(built, view)).toBe(true);
    expect(regionServes(built, { left: 150, top: 120, right: 250, bottom: 170 })).toBe(true);
    expect(regionServes(built, { left: 250, top: 100, right: 350, bottom: 150 })).toBe(false);
    expect(regionServes(built, { left: 140, top: 110, right: 160, bottom: 120 })).toBe(false);
    expect(regionServes(undefined, view)).toBe(false);
  });
});
