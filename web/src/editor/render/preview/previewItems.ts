/**
 * The preview layer's custom lines, part stitches, knots and beads as plain triangles, in cell units from the
 * layer's top-left corner, each vertex with its style's colour: a half stitch is the triangle at its corner, a
 * quarter stitch the quarter cell at its corner, a line a thin band, a knot a dot and a bead a ring. One array for
 * all of them, drawn by one mesh (`ItemsMesh`) in one draw call, never an object per item; building it is a loop
 * over the items (a paste of thousands turns in a millisecond). When the chart's own line and part-stitch layers
 * (`render/lines/`, `render/parts/`) offer builders over a list of items, the preview can take theirs instead.
 * Pure functions.
 */
import type { CustomLine, Ornament, PartStitch } from '@steekwerk/model';
import type { GridItems } from '../../document/gridItems';

/** A colour as red, green and blue from 0 to 1. */
export type UnitColour = readonly [number, number, number];

/** Triangles: x, y per vertex and red, green, blue, alpha per vertex (0 … 1), three vertices a triangle. */
export interface ItemTriangles {
  readonly positions: Float32Array;
  readonly colours: Float32Array;
  readonly vertexCount: number;
}

/** Cells across a line's band, a knot's radius and a bead's ring (outer radius and width). */
export const itemSizes = { lineWidth: 0.15, knotRadius: 0.2, beadRadius: 0.28, beadWidth: 0.12 } as const;

/** Sides of the polygon a knot or bead is drawn as. */
const roundSides = 8;

const verticesOf = {
  half: 3,
  quarter: 6,
  line: 6,
  knot: roundSides * 3,
  bead: roundSides * 6,
} as const;

/** Appends triangles, one vertex at a time. */
class TriangleWriter {
  readonly positions: Float32Array;
  readonly colours: Float32Array;
  private vertex = 0;
  private colour: UnitColour = [0, 0, 0];

  constructor(vertexCount: number) {
    this.positions = new Float32Array(vertexCount * 2);
    this.colours = new Float32Array(vertexCount * 4);
  }

  get count(): number {
    return this.vertex;
  }

  paint(colour: UnitColour): this {
    this.colour = colour;
    return this;
  }

  triangle(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): void {
    this.point(ax, ay);
    this.point(bx, by);
    this.point(cx, cy);
  }

  /** Two triangles: a, b, c, d in order round the quadrilateral. */
  quad(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): void {
    this.triangle(ax, ay, bx, by, cx, cy);
    this.triangle(ax, ay, cx, cy, dx, dy);
  }

  private point(x: number, y: number): void {
    const index = this.vertex;
    this.positions[index * 2] = x;
    this.positions[index * 2 + 1] = y;
    this.colours.set(this.colour, index * 4);
    this.colours[index * 4 + 3] = 1;
    this.vertex = index + 1;
  }
}

function half(out: TriangleWriter, part: PartStitch): void {
  // The triangle at the corner, cut along the diagonal between the two corners next to it.
  const cornerX = part.x + (part.left ? 0 : 1);
  const cornerY = part.y + (part.top ? 0 : 1);
  out.triangle(cornerX, cornerY, part.x + (part.left ? 1 : 0), cornerY, cornerX, part.y + (part.top ? 1 : 0));
}

function quarter(out: TriangleWriter, part: PartStitch): void {
  const x = part.x + (part.left ? 0 : 0.5);
  const y = part.y + (part.top ? 0 : 0.5);
  out.quad(x, y, x + 0.5, y, x + 0.5, y + 0.5, x, y + 0.5);
}

function line(out: TriangleWriter, item: CustomLine): void {
  const length = Math.hypot(item.x2 - item.x1, item.y2 - item.y1);
  // A line of no length is drawn as a square dot.
  const [ux, uy] = length > 0 ? [(item.x2 - item.x1) / length, (item.y2 - item.y1) / length] : [1, 0];
  const nx = (-uy * itemSizes.lineWidth) / 2;
  const ny = (ux * itemSizes.lineWidth) / 2;
  const ex = length > 0 ? 0 : (ux * itemSizes.lineWidth) / 2;
  const x1 = item.x1 - ex;
  const x2 = item.x2 + ex;
  out.quad(x1 + nx, item.y1 + ny, x2 + nx, item.y2 + ny, x2 - nx, item.y2 - ny, x1 - nx, item.y1 - ny);
}

function round(out: TriangleWriter, item: Ornament): void {
  for (let side = 0; side < roundSides; side += 1) {
    const a = (side / roundSides) * 2 * Math.PI;
    const b = ((side + 1) / roundSides) * 2 * Math.PI;
    if (item.kind === 'knot') {
      const r = itemSizes.knotRadius;
      out.triangle(
        item.x,
        item.y,
        item.x + r * Math.cos(a),
        item.y + r * Math.sin(a),
        item.x + r * Math.cos(b),
        item.y + r * Math.sin(b),
      );
    } else {
      const outer = itemSizes.beadRadius;
      const inner = outer - itemSizes.beadWidth;
      out.quad(
        item.x + outer * Math.cos(a),
        item.y + outer * Math.sin(a),
        item.x + outer * Math.cos(b),
        item.y + outer * Math.sin(b),
        item.x + inner * Math.cos(b),
        item.y + inner * Math.sin(b),
        item.x + inner * Math.cos(a),
        item.y + inner * Math.sin(a),
      );
    }
  }
}

/** The triangles of the items, part stitches first, then lines, then knots and beads on top. */
export function itemTriangles(
  items: GridItems | undefined,
  colourOf: (styleId: number) => UnitColour,
): ItemTriangles {
  if (!items) return { positions: new Float32Array(0), colours: new Float32Array(0), vertexCount: 0 };
  const knots = items.ornaments.filter((item) => item.kind === 'knot').length;
  const vertexCount =
    items.halfStitches.length * verticesOf.half +
    items.quarterStitches.length * verticesOf.quarter +
    items.customLines.length * verticesOf.line +
    knots * verticesOf.knot +
    (items.ornaments.length - knots) * verticesOf.bead;
  const out = new TriangleWriter(vertexCount);
  for (const part of items.halfStitches) half(out.paint(colourOf(part.styleId)), part);
  for (const part of items.quarterStitches) quarter(out.paint(colourOf(part.styleId)), part);
  for (const item of items.customLines) line(out.paint(colourOf(item.styleId)), item);
  for (const item of items.ornaments) round(out.paint(colourOf(item.styleId)), item);
  return { positions: out.positions, colours: out.colours, vertexCount: out.count };
}
