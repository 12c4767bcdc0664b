import type { ChartState, PaletteStyle } from '@steekwerk/model';
import { symbolGlyph } from './symbolGlyphs';
import type { StitchWeights } from './skeinEstimate';

/** One colour of the key, with what it is used for. */
export interface KeyEntry {
  style: PaletteStyle;
  /** The symbol character in the symbol font (colour crafts). */
  glyph: string;
  counts: StitchWeights;
}

/** Counts per style: full stitches from the cells, half and quarter stitches, backstitch length in cells. */
export function countStitches(chart: ChartState, cells: Uint8Array): Map<number, StitchWeights> {
  const counts = new Map<number, StitchWeights>();
  const entry = (styleId: number) => {
    let weights = counts.get(styleId);
    if (!weights) {
      weights = { full: 0, half: 0, quarter: 0, backstitchCells: 0 };
      counts.set(styleId, weights);
    }
    return weights;
  };
  const perStyle = new Float64Array(256);
  for (const styleId of cells) perStyle[styleId] = (perStyle[styleId] ?? 0) + 1;
  for (let styleId = 1; styleId < 256; styleId += 1) {
    const full = perStyle[styleId] ?? 0;
    if (full > 0) entry(styleId).full = full;
  }
  for (const stitch of chart.grid.halfStitches) entry(stitch.styleId).half += 1;
  for (const stitch of chart.grid.quarterStitches) entry(stitch.styleId).quarter += 1;
  for (const line of chart.grid.customLines) {
    entry(line.styleId).backstitchCells += Math.hypot(line.x2 - line.x1, line.y2 - line.y1);
  }
  return counts;
}

/**
 * The key: every palette style that is used, most-used first, each with its symbol glyph (the most-used colour gets
 * the first glyph). Styles of the palette that the chart does not use are left out.
 */
export function buildKey(chart: ChartState, cells: Uint8Array): KeyEntry[] {
  const counts = countStitches(chart, cells);
  const used = chart.palette.styles.filter((style) => counts.has(style.styleId));
  const total = (weights: StitchWeights) =>
    weights.full + weights.half + weights.quarter + weights.backstitchCells;
  used.sort((a, b) => total(counts.get(b.styleId)!) - total(counts.get(a.styleId)!) || a.styleId - b.styleId);
  return used.map((style, rank) => ({ style, glyph: symbolGlyph(rank), counts: counts.get(style.styleId)! }));
}
