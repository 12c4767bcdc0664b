/**
 * A symbol as filled outlines, the shape a font glyph needs: drawn by the rules of the model's rasteriser (and the
 * editor's atlas): filled paths by the non-zero rule, stroked paths at the symbol's line width with round caps
 * and joins. A stroke becomes polygons — each piece a quadrilateral of the line's width, each corner a disc —
 * and `polygon-clipping` unites them with the fills into clean rings (outer rings and holes, no overlaps).
 * Coordinates stay in the symbol's view-box units (y downwards).
 */
import { pathOutline, type Polyline, type StitchSymbol } from '@steekwerk/model';
import polygonClipping, { type MultiPolygon, type Polygon, type Ring } from 'polygon-clipping';

/** Corners of the disc drawn at a stroke's joins and caps. */
const discCorners = 24;

/** A closed ring of points (polygon-clipping wants the first point repeated at the end). */
function ringOf(points: readonly number[]): Ring {
  const ring: Ring = [];
  for (let index = 0; index + 1 < points.length; index += 2) ring.push([points[index]!, points[index + 1]!]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return ring;
}

/** Twice the signed area of a ring (its winding direction). */
function signedArea(ring: Ring): number {
  let sum = 0;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const [x0, y0] = ring[index]!;
    const [x1, y1] = ring[index + 1]!;
    sum += x0 * y1 - x1 * y0;
  }
  return sum;
}

/** A disc as a polygon, its corners outside the circle by half the sagitta (so its area matches). */
function disc(cx: number, cy: number, radius: number): Polygon {
  const outward = radius / Math.cos(Math.PI / discCorners / 2);
  const ring: Ring = [];
  for (let index = 0; index < discCorners; index += 1) {
    const angle = (index * 2 * Math.PI) / discCorners;
    ring.push([cx + outward * Math.cos(angle), cy + outward * Math.sin(angle)]);
  }
  ring.push([ring[0]![0], ring[0]![1]]);
  return [ring];
}

/** A straight piece of a stroke as a quadrilateral `half` either side of it (none for a piece of no length). */
function piece(x0: number, y0: number, x1: number, y1: number, half: number): Polygon | undefined {
  const length = Math.hypot(x1 - x0, y1 - y0);
  if (length === 0) return undefined;
  const nx = (-(y1 - y0) / length) * half;
  const ny = ((x1 - x0) / length) * half;
  return [
    [
      [x0 + nx, y0 + ny],
      [x1 + nx, y1 + ny],
      [x1 - nx, y1 - ny],
      [x0 - nx, y0 - ny],
      [x0 + nx, y0 + ny],
    ],
  ];
}

/** The polygons of a stroked polyline: its pieces (the closing one too when closed) and a disc at every point. */
function strokePolygons({ points, closed }: Polyline, half: number): Polygon[] {
  const out: Polygon[] = [];
  const count = points.length / 2;
  for (let index = 0; index < count; index += 1)
    out.push(disc(points[index * 2]!, points[index * 2 + 1]!, half));
  const pieces = closed ? count : count - 1;
  for (let index = 0; index < pieces; index += 1) {
    const next = (index + 1) % count;
    const quad = piece(
      points[index * 2]!,
      points[index * 2 + 1]!,
      points[next * 2]!,
      points[next * 2 + 1]!,
      half,
    );
    if (quad) out.push(quad);
  }
  return out;
}

/** Unites polygons, one at a time when the batch trips the library over a degenerate input. */
function unite(polygons: readonly Polygon[]): MultiPolygon {
  if (polygons.length === 0) return [];
  const [first, ...rest] = polygons;
  try {
    return polygonClipping.union(first!, ...rest);
  } catch {
    let result: MultiPolygon = [first!];
    for (const polygon of rest) {
      try {
        result = polygonClipping.union(result, polygon);
      } catch {
        // A sliver the library cannot place: left out (it is thinner than a pixel at any print size).
      }
    }
    return result;
  }
}

/**
 * A filled path by the non-zero rule, for the drawings the symbols use: rings turning the way of the largest ring
 * add, rings turning the other way cut holes where they lie inside the others and add where they lie outside.
 */
function fillPolygons(lines: readonly Polyline[]): MultiPolygon {
  const rings = lines.map((line) => ringOf(line.points)).filter((ring) => ring.length >= 4);
  if (rings.length === 0) return [];
  const areas = rings.map(signedArea);
  let largest = 0;
  for (let index = 1; index < rings.length; index += 1) {
    if (Math.abs(areas[index]!) > Math.abs(areas[largest]!)) largest = index;
  }
  const sign = Math.sign(areas[largest]!);
  const adding = rings.filter((_, index) => Math.sign(areas[index]!) !== -sign).map((ring) => [ring]);
  const cutting = rings.filter((_, index) => Math.sign(areas[index]!) === -sign).map((ring) => [ring]);
  const added = unite(adding);
  if (cutting.length === 0) return added;
  const cut = unite(cutting);
  return polygonClipping.xor(added, cut);
}

/** The symbol's outline: every path filled or stroked, united, in view-box units. */
export function symbolOutline(symbol: StitchSymbol): MultiPolygon {
  const half = symbol.strokeWidth / 2;
  const parts: Polygon[] = [];
  for (const path of symbol.paths) {
    const lines = pathOutline(path.d);
    if (path.fill) parts.push(...fillPolygons(lines));
    else if (half > 0) for (const line of lines) parts.push(...strokePolygons(line, half));
  }
  return unite(parts);
}
