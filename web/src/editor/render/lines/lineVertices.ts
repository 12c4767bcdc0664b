/**
 * The data the lines layer gives the GPU, built on the CPU as plain typed arrays (and tested as such): four
 * vertices per line (the corners of its quad, told apart in the vertex shader by their index), each with the line's
 * six floats — both ends in cells, the style id, and whether it is the highlight drawn under a picked line — and a
 * 256 × 1 RGBA table of line colours by style id (each style's `colorBackground`, as the PDF colours backstitch).
 * 10 000 lines are one Float32Array of 960 KB and one draw call; a recolour is the 1 KB table alone.
 *
 * Not instanced: SwiftShader (the WebGL of machines without a GPU) runs every instance of an instanced draw like a
 * draw call of its own, so 10 000 instances cost as much as 10 000 draw calls (docs/decisions.md, "Custom lines").
 */
import type { CustomLine } from '@steekwerk/model';
import type { CellRect } from '../../document/ChartDocument';
import type { Rgb } from '../gridTheme';

/** Floats per vertex: x1, y1, x2, y2, styleId, highlight (0 the line, 1 the highlight under it). */
export const lineVertexFloats = 6;

/** Vertices and indices per line: a quad of two triangles. */
export const verticesPerLine = 4;
export const indicesPerLine = 6;

/** Floats per line: its four vertices. */
export const lineFloats = lineVertexFloats * verticesPerLine;

/** Entries of the colour table: one per style id 0–255 (0 and unknown ids are drawn black). */
export const lineColourCount = 256;

/** A line shown over the chart's lines: the one being drawn, or a picked line (with its highlight). */
export interface OverlayLine {
  readonly line: CustomLine;
  readonly highlight: boolean;
}

/** What to upload: the vertex floats (at least one line long) and how many lines to draw. */
export interface LineVertices {
  readonly data: Float32Array<ArrayBuffer>;
  readonly count: number;
}

/** A rectangle of the lattice in cells: from (x0, y0) to (x1, y1). */
export interface LatticeRegion {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Whether a line's box meets a region. */
function meets(line: CustomLine, region: LatticeRegion): boolean {
  return (
    Math.max(line.x1, line.x2) >= region.x0 &&
    Math.min(line.x1, line.x2) <= region.x1 &&
    Math.max(line.y1, line.y2) >= region.y0 &&
    Math.min(line.y1, line.y2) <= region.y1
  );
}

/**
 * Every line but the hidden positions, in list order (the last drawn on top); with a region, only the lines whose
 * box meets it (those in and around the view: a zoomed-in view draws a few of 10 000 lines).
 */
export function buildLineVertices(
  lines: readonly CustomLine[],
  hidden: ReadonlySet<number> = new Set(),
  region?: LatticeRegion,
): LineVertices {
  let count = 0;
  const wanted = (index: number) => !hidden.has(index) && (!region || meets(lines[index]!, region));
  for (let index = 0; index < lines.length; index += 1) if (wanted(index)) count += 1;
  const data = new Float32Array(Math.max(1, count) * lineFloats);
  let position = 0;
  for (let index = 0; index < lines.length; index += 1) {
    if (wanted(index)) writeLine(data, position++, lines[index]!, 0);
  }
  return { data, count };
}

/** The overlay's lines: a highlighted line twice, its highlight first and the line on top of it. */
export function buildOverlayVertices(overlay: readonly OverlayLine[]): LineVertices {
  const count = overlay.reduce((sum, entry) => sum + (entry.highlight ? 2 : 1), 0);
  const data = new Float32Array(Math.max(1, count) * lineFloats);
  let position = 0;
  for (const { line, highlight } of overlay) {
    if (highlight) writeLine(data, position++, line, 1);
    writeLine(data, position++, line, 0);
  }
  return { data, count };
}

/** Writes a line's four vertices (all alike: the shader tells the corners apart by their index). */
function writeLine(data: Float32Array, position: number, line: CustomLine, highlight: number): void {
  let offset = position * lineFloats;
  for (let vertex = 0; vertex < verticesPerLine; vertex += 1) {
    data[offset] = line.x1;
    data[offset + 1] = line.y1;
    data[offset + 2] = line.x2;
    data[offset + 3] = line.y2;
    data[offset + 4] = line.styleId;
    data[offset + 5] = highlight;
    offset += lineVertexFloats;
  }
}

/** The index of every quad up to `lineCount` lines: two triangles over each line's four vertices. */
export function quadIndices(lineCount: number): Uint32Array<ArrayBuffer> {
  const indices = new Uint32Array(Math.max(1, lineCount) * indicesPerLine);
  for (let line = 0; line < lineCount; line += 1) {
    const vertex = line * verticesPerLine;
    indices.set([vertex, vertex + 1, vertex + 2, vertex, vertex + 2, vertex + 3], line * indicesPerLine);
  }
  return indices;
}

/** A style's line colour. */
export interface LineColour {
  readonly styleId: number;
  readonly colour: Rgb;
}

/** The colour table: RGBA per style id, opaque black for ids without a style. */
export function buildLineColours(colours: readonly LineColour[]): Uint8Array<ArrayBuffer> {
  const rgba = new Uint8Array(lineColourCount * 4);
  for (let index = 0; index < lineColourCount; index += 1) rgba[index * 4 + 3] = 0xff;
  for (const { styleId, colour } of colours) {
    if (!Number.isInteger(styleId) || styleId < 1 || styleId >= lineColourCount) continue;
    rgba.set([colour[0], colour[1], colour[2], 0xff], styleId * 4);
  }
  return rgba;
}

/**
 * The cells a line's drawing covers: the cells around its ends and between them, widened by `margin` cells (the
 * line's half width and highlight, which at low zoom reach beyond the neighbouring cells).
 */
export function lineCellRect(line: CustomLine, margin: number): CellRect {
  // A corner touches the cells on both of its sides, a centre its own cell.
  const x0 = Math.ceil(Math.min(line.x1, line.x2)) - 1 - margin;
  const y0 = Math.ceil(Math.min(line.y1, line.y2)) - 1 - margin;
  const x1 = Math.floor(Math.max(line.x1, line.x2)) + 1 + margin;
  const y1 = Math.floor(Math.max(line.y1, line.y2)) + 1 + margin;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
