/**
 * The data the lines layer gives the GPU, built on the CPU as plain typed arrays (and tested as such): one instance
 * of six floats per line — both ends in cells, the style id, and whether it is the highlight drawn under a picked
 * line — and a 256 × 1 RGBA table of line colours by style id (each style's `colorBackground`, as the PDF colours
 * backstitch). 10 000 lines are one Float32Array of 240 KB; a recolour is the 1 KB table alone.
 */
import type { CustomLine } from '@steekwerk/model';
import type { CellRect } from '../../document/ChartDocument';
import type { Rgb } from '../gridTheme';

/** Floats per line instance: x1, y1, x2, y2, styleId, highlight (0 the line, 1 the highlight under it). */
export const lineInstanceFloats = 6;

/** Entries of the colour table: one per style id 0–255 (0 and unknown ids are drawn black). */
export const lineColourCount = 256;

/** A line shown over the chart's lines: the one being drawn, or a picked line (with its highlight). */
export interface OverlayLine {
  readonly line: CustomLine;
  readonly highlight: boolean;
}

/** What to upload: the instance floats (at least one instance long) and how many instances to draw. */
export interface LineInstances {
  readonly data: Float32Array<ArrayBuffer>;
  readonly count: number;
}

/** Every line but the hidden positions, in list order (the last drawn on top). */
export function buildLineInstances(
  lines: readonly CustomLine[],
  hidden: ReadonlySet<number> = new Set(),
): LineInstances {
  const data = new Float32Array(Math.max(1, lines.length) * lineInstanceFloats);
  let count = 0;
  for (let index = 0; index < lines.length; index += 1) {
    if (hidden.has(index)) continue;
    writeInstance(data, count, lines[index]!, 0);
    count += 1;
  }
  return { data, count };
}

/** The overlay's lines: a highlighted line twice, its highlight first and the line on top of it. */
export function buildOverlayInstances(overlay: readonly OverlayLine[]): LineInstances {
  const count = overlay.reduce((sum, entry) => sum + (entry.highlight ? 2 : 1), 0);
  const data = new Float32Array(Math.max(1, count) * lineInstanceFloats);
  let position = 0;
  for (const { line, highlight } of overlay) {
    if (highlight) writeInstance(data, position++, line, 1);
    writeInstance(data, position++, line, 0);
  }
  return { data, count };
}

function writeInstance(data: Float32Array, position: number, line: CustomLine, highlight: number): void {
  const offset = position * lineInstanceFloats;
  data[offset] = line.x1;
  data[offset + 1] = line.y1;
  data[offset + 2] = line.x2;
  data[offset + 3] = line.y2;
  data[offset + 4] = line.styleId;
  data[offset + 5] = highlight;
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
  const x0 = Math.floor(Math.min(line.x1, line.x2) - 0.5) - margin;
  const y0 = Math.floor(Math.min(line.y1, line.y2) - 0.5) - margin;
  const x1 = Math.ceil(Math.max(line.x1, line.x2)) + margin;
  const y1 = Math.ceil(Math.max(line.y1, line.y2)) + margin;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
