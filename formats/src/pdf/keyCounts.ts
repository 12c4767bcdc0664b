import { DEFAULT_BEAD_SIZE_MM, type PaletteStyle } from '@steekwerk/model';
import type { ChartMetadata } from '../chart/chartSnapshot';
import { keyGlyphsOf } from './keyFont/keyGlyphs';
import type { StitchWeights } from './skeinEstimate';

/**
 * What the counts read of a chart: its craft, palette, size and grid items (a chart's metadata, or the editor's
 * document with its current items).
 */
export interface CountedChart {
  readonly settings: Pick<ChartMetadata['settings'], 'craft'>;
  readonly palette: Pick<ChartMetadata['palette'], 'styles'>;
  readonly grid: {
    readonly settings: { readonly size: ChartMetadata['grid']['settings']['size'] };
    readonly customLines: readonly ChartMetadata['grid']['customLines'][number][];
    readonly halfStitches: readonly ChartMetadata['grid']['halfStitches'][number][];
    readonly quarterStitches: readonly ChartMetadata['grid']['quarterStitches'][number][];
    readonly ornaments: readonly ChartMetadata['grid']['ornaments'][number][];
  };
}

/** Beads of one colour and size. */
export interface BeadCount {
  readonly sizeMm: number;
  readonly count: number;
}

/** What a colour is used for: its thread's uses, and its beads by size (smallest first). */
export interface StyleUses {
  readonly thread: StitchWeights;
  readonly beads: readonly BeadCount[];
}

/** One colour of the key, with what it is used for. */
export interface CountedEntry {
  style: PaletteStyle;
  counts: StitchWeights;
  beads: readonly BeadCount[];
}

/** One colour of the PDF's key, with the symbol the screen shows for it. */
export interface KeyEntry extends CountedEntry {
  /** The symbol shown for the style (its own, or the key symbol the model's assignment gives it). */
  symbolId: string;
  /** That symbol's character in the key font (`keyFont/`), drawn in its cells and its key line. */
  glyph: string;
}

/**
 * Counts per style of everything the chart uses it for: full stitches from the cells, half and quarter stitches,
 * backstitch length in cells, French knots, and beads per size. A style used for nothing is absent.
 */
export function countStitches(chart: CountedChart, cells: Uint8Array): Map<number, StyleUses> {
  const threads = new Map<number, StitchWeights>();
  const thread = (styleId: number) => {
    let weights = threads.get(styleId);
    if (!weights) {
      weights = { full: 0, half: 0, quarter: 0, knots: 0, backstitchCells: 0 };
      threads.set(styleId, weights);
    }
    return weights;
  };
  const perStyle = new Float64Array(256);
  for (const styleId of cells) perStyle[styleId] = (perStyle[styleId] ?? 0) + 1;
  for (let styleId = 1; styleId < 256; styleId += 1) {
    const full = perStyle[styleId] ?? 0;
    if (full > 0) thread(styleId).full = full;
  }
  for (const stitch of chart.grid.halfStitches) thread(stitch.styleId).half += 1;
  for (const stitch of chart.grid.quarterStitches) thread(stitch.styleId).quarter += 1;
  for (const line of chart.grid.customLines) {
    thread(line.styleId).backstitchCells += Math.hypot(line.x2 - line.x1, line.y2 - line.y1);
  }
  const beads = new Map<number, Map<number, number>>();
  for (const ornament of chart.grid.ornaments) {
    if (ornament.kind === 'knot') {
      thread(ornament.styleId).knots += 1;
      continue;
    }
    const sizes = beads.get(ornament.styleId) ?? new Map<number, number>();
    const size = ornament.sizeMm ?? DEFAULT_BEAD_SIZE_MM;
    sizes.set(size, (sizes.get(size) ?? 0) + 1);
    beads.set(ornament.styleId, sizes);
  }
  const uses = new Map<number, StyleUses>();
  for (const styleId of new Set([...threads.keys(), ...beads.keys()])) {
    const sizes = [...(beads.get(styleId) ?? new Map<number, number>())]
      .sort(([a], [b]) => a - b)
      .map(([sizeMm, count]) => ({ sizeMm, count }));
    const none = { full: 0, half: 0, quarter: 0, knots: 0, backstitchCells: 0 };
    uses.set(styleId, { thread: threads.get(styleId) ?? none, beads: sizes });
  }
  return uses;
}

/** How much a colour is used, to order the key: its thread uses and its beads, each counting once. */
function usage({ thread, beads }: StyleUses): number {
  const total = thread.full + thread.half + thread.quarter + thread.knots + thread.backstitchCells;
  return beads.reduce((sum, bead) => sum + bead.count, total);
}

/**
 * The key's entries: every palette style that is used for anything (cells, part stitches, backstitch, knots,
 * beads). Styles with full stitches come first, most-used first; then the styles used only for other things.
 * Unused styles are left out.
 */
export function countKey(chart: CountedChart, cells: Uint8Array): CountedEntry[] {
  const uses = countStitches(chart, cells);
  const used = chart.palette.styles.filter((style) => uses.has(style.styleId));
  const inCells = (style: PaletteStyle) => (uses.get(style.styleId)!.thread.full > 0 ? 0 : 1);
  used.sort(
    (a, b) =>
      inCells(a) - inCells(b) ||
      usage(uses.get(b.styleId)!) - usage(uses.get(a.styleId)!) ||
      a.styleId - b.styleId,
  );
  return used.map((style) => {
    const { thread, beads } = uses.get(style.styleId)!;
    return { style, counts: thread, beads };
  });
}

/**
 * The PDF's key: {@link countKey} with each style's symbol as the editor and the tracker show it (`keyGlyphsOf`:
 * the style's own symbol when it tells the style apart, else the model's key symbol, close colours the most
 * different ones) and its glyph in the key font.
 */
export function buildKey(chart: CountedChart, cells: Uint8Array): KeyEntry[] {
  const entries = countKey(chart, cells);
  const glyphs = keyGlyphsOf(
    chart.palette.styles,
    entries.map((entry) => entry.style.styleId),
  );
  return entries.map((entry) => {
    const { symbolId, glyph } = glyphs.get(entry.style.styleId)!;
    return { ...entry, symbolId, glyph };
  });
}
