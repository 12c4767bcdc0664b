/**
 * What a designer should fix before publishing (the editor's "Controle" panel, spec §2 validation): isolated single
 * stitches (confetti), styles not used, styles too alike to tell apart, also for colour-blind makers (simulated after
 * Machado et al. 2009), styles with the same symbol, and lines, part stitches and ornaments whose style is gone.
 * Each finding carries the cell to go to where there is one. Thresholds: docs/decisions/supplies-and-validation.md.
 */
import { deltaE2000, labOfHex, stitchOfSymbol, type Lab, type PaletteStyle } from '@steekwerk/model';
import { colourVisionDeficiencies, simulateColourVision, type ColourVisionDeficiency } from './colourVision';
import { countStitches, type CountedChart } from '../pdf/keyCounts';
import { findConfetti } from './confetti';

/** Below this ΔE2000 two colours are too alike to tell apart on a chart or in thread (see the decisions file). */
export const alikeDeltaE = 5;

export interface CellPlace {
  readonly column: number;
  readonly row: number;
}

export type ChartFinding =
  | {
      readonly kind: 'confetti';
      readonly styleId: number;
      readonly count: number;
      readonly cells: readonly CellPlace[];
    }
  | { readonly kind: 'unused'; readonly styleId: number }
  | {
      readonly kind: 'alike';
      readonly styleIds: readonly [number, number];
      readonly deltaE: number;
      readonly at?: CellPlace;
    }
  | {
      readonly kind: 'colourBlind';
      readonly styleIds: readonly [number, number];
      readonly deficiency: ColourVisionDeficiency;
      readonly deltaE: number;
      readonly at?: CellPlace;
    }
  | {
      readonly kind: 'sameSymbol';
      readonly styleIds: readonly [number, number];
      readonly symbolId: string;
      readonly at?: CellPlace;
    }
  | {
      readonly kind: 'noStyle';
      readonly item: 'line' | 'half' | 'quarter' | 'ornament';
      readonly styleId: number;
      readonly at: CellPlace;
    };

/** Cells listed per confetti colour at most (the count is exact). */
export const confettiCellsListed = 50;

/** A colour style (not a knitting or crochet stitch symbol, whose single stitches are the pattern). */
const isColour = (style: PaletteStyle) => stitchOfSymbol(style.symbolId) === undefined;

/** The first cell of each style in the cells, row by row. */
function firstCells(cells: Uint8Array, columnCount: number): Map<number, CellPlace> {
  const first = new Map<number, CellPlace>();
  for (let index = 0; index < cells.length; index += 1) {
    const styleId = cells[index]!;
    if (styleId !== 0 && !first.has(styleId)) {
      first.set(styleId, { column: index % columnCount, row: Math.floor(index / columnCount) });
      if (first.size >= 255) break;
    }
  }
  return first;
}

/** Every finding of a chart, in the order the panel lists them. */
export function checkChart(chart: CountedChart, cells: Uint8Array): ChartFinding[] {
  const { columnCount, rowCount } = chart.grid.settings.size;
  const styles = chart.palette.styles;
  const uses = countStitches(chart, cells);
  const firsts = firstCells(cells, columnCount);
  const findings: ChartFinding[] = [];

  const colourIds = new Set(styles.filter(isColour).map((style) => style.styleId));
  for (const found of findConfetti(cells, columnCount, rowCount, confettiCellsListed)) {
    if (colourIds.has(found.styleId)) findings.push({ kind: 'confetti', ...found });
  }

  const known = new Set(styles.map((style) => style.styleId));
  const grid = chart.grid;
  const lost = (item: 'line' | 'half' | 'quarter' | 'ornament', styleId: number, at: CellPlace) => {
    if (!known.has(styleId)) findings.push({ kind: 'noStyle', item, styleId, at });
  };
  const place = (x: number, y: number) => ({
    column: Math.min(columnCount - 1, Math.max(0, Math.floor(x))),
    row: Math.min(rowCount - 1, Math.max(0, Math.floor(y))),
  });
  for (const line of grid.customLines)
    lost('line', line.styleId, place(Math.min(line.x1, line.x2), Math.min(line.y1, line.y2)));
  for (const stitch of grid.halfStitches) lost('half', stitch.styleId, place(stitch.x, stitch.y));
  for (const stitch of grid.quarterStitches) lost('quarter', stitch.styleId, place(stitch.x, stitch.y));
  for (const ornament of grid.ornaments) lost('ornament', ornament.styleId, place(ornament.x, ornament.y));

  for (const style of styles)
    if (!uses.has(style.styleId)) findings.push({ kind: 'unused', styleId: style.styleId });

  const used = styles.filter((style) => uses.has(style.styleId));
  const at = (a: PaletteStyle, b: PaletteStyle) => firsts.get(b.styleId) ?? firsts.get(a.styleId);
  const withAt = (a: PaletteStyle, b: PaletteStyle) => {
    const cell = at(a, b);
    return cell ? { at: cell } : {};
  };
  const colours = used.filter(isColour);
  const labs = colours.map((style) => labOrUndefined(style.colorBackground));
  const seenBy = colourVisionDeficiencies.map((deficiency) =>
    colours.map((style) => labOrUndefined(simulated(style.colorBackground, deficiency))),
  );
  for (let i = 0; i < colours.length; i += 1) {
    for (let j = i + 1; j < colours.length; j += 1) {
      const [a, b] = [colours[i]!, colours[j]!];
      const [labA, labB] = [labs[i], labs[j]];
      if (!labA || !labB) continue;
      const deltaE = deltaE2000(labA, labB);
      const styleIds = [a.styleId, b.styleId] as const;
      if (deltaE < alikeDeltaE) {
        findings.push({ kind: 'alike', styleIds, deltaE, ...withAt(a, b) });
        continue;
      }
      // Told apart in normal vision: the worst of the three simulations, when it falls under the threshold.
      let worst: { deficiency: ColourVisionDeficiency; deltaE: number } | undefined;
      colourVisionDeficiencies.forEach((deficiency, k) => {
        const [seenA, seenB] = [seenBy[k]![i], seenBy[k]![j]];
        if (!seenA || !seenB) return;
        const seen = deltaE2000(seenA, seenB);
        if (seen < alikeDeltaE && (!worst || seen < worst.deltaE)) worst = { deficiency, deltaE: seen };
      });
      if (worst) findings.push({ kind: 'colourBlind', styleIds, ...worst, ...withAt(a, b) });
    }
  }

  const bySymbol = new Map<string, PaletteStyle>();
  for (const style of used) {
    if (style.symbolId === '') continue;
    const earlier = bySymbol.get(style.symbolId);
    if (earlier) {
      findings.push({
        kind: 'sameSymbol',
        styleIds: [earlier.styleId, style.styleId],
        symbolId: style.symbolId,
        ...withAt(earlier, style),
      });
    } else bySymbol.set(style.symbolId, style);
  }
  return findings;
}

function labOrUndefined(hex: string): Lab | undefined {
  try {
    return labOfHex(hex);
  } catch {
    return undefined;
  }
}

function simulated(hex: string, deficiency: ColourVisionDeficiency): string {
  try {
    return simulateColourVision(hex, deficiency);
  } catch {
    return '';
  }
}
