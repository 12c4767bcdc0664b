/**
 * Written instructions of a grid chart (issue 17): the title, a key of the words used ("Afkortingen"), an
 * optional legend, the rows in work order, and the stitches per style ("Totaal:"). A pure function over plain
 * data, so the worker runs it for large charts and the convert command writes it to a `.txt` file.
 */
import { findBuiltInSymbol, isNoStitchSymbol } from '@steekwerk/model';
import { c2cBlockTotals, c2cPatternLines } from './c2cPattern';
import { freeformPatternLines } from './freeformRounds';
import { rowPatternLines, sideOfLine, type WrittenLine } from './rowPattern';
import { instructionsOfRun } from './rowText';
import { styleWords, type StyleWord } from './styleNames';
import { textDirectionsOf, textWorkOrderOf, type WrittenChart } from './writtenChart';
import { defaultWrittenSettings, type WrittenSettings } from './writtenSettings';
import { wrongSideWordsOf } from './wrongSideWords';

export type { WrittenLine } from './rowPattern';

export interface WrittenPattern {
  readonly lines: readonly WrittenLine[];
  /** The lines as plain text, one per line, for copying and for `.txt` files. */
  readonly text: string;
}

/** Cells per style over the columns the text covers (the ignored edges left out). */
function cellCounts(chart: WrittenChart, settings: WrittenSettings): Map<number, number> {
  const counts = new Map<number, number>();
  const first = Math.max(0, settings.ignoreStitchesLeft);
  const end = chart.columnCount - Math.max(0, settings.ignoreStitchesRight);
  for (let y = 0; y < chart.rowCount; y += 1) {
    for (let x = first; x < end; x += 1) {
      const styleId = chart.cells[y * chart.columnCount + x]!;
      counts.set(styleId, (counts.get(styleId) ?? 0) + 1);
    }
  }
  return counts;
}

/** The styles the text uses, in palette order, with their number of stitches (or blocks). */
function usedStyles(
  chart: WrittenChart,
  words: ReadonlyMap<number, StyleWord>,
  counts: ReadonlyMap<number, number>,
): { word: StyleWord; count: number }[] {
  const used: { word: StyleWord; count: number }[] = [];
  for (const style of chart.styles) {
    const cells = counts.get(style.styleId) ?? 0;
    const word = words.get(style.styleId)!;
    if (cells === 0 || !style.showInWritten) continue;
    const stitches = chart.layout === 'c2c' ? cells : Math.ceil(cells / chart.cellsPerStitch);
    used.push({ word, count: stitches });
  }
  return used;
}

/**
 * One style in the usage line: "12 r"; a style that counts as one instruction (a cable) by its number of
 * instructions, as the rows write it ("2× kab 4/4 l" for 16 stitches of a 4/4 cable).
 */
function usageOf(word: StyleWord, count: number): string {
  if (!word.style.writtenStitchCountSingle || !findBuiltInSymbol(word.style.symbolId))
    return `${count} ${word.word}`;
  return `${instructionsOfRun({ styleId: word.style.styleId, count }, word.style.symbolId)}× ${word.word}`;
}

/** "1 steek", "12 steken"; blocks for C2C. */
function amount(count: number, layout: WrittenChart['layout']): string {
  if (layout === 'c2c') return count === 1 ? '1 blokje' : `${count} blokjes`;
  return count === 1 ? '1 steek' : `${count} steken`;
}

/** The corner a C2C chart starts in, e.g. "rechtsonder". */
function startCorner(chart: Pick<WrittenChart, 'layout' | 'directions'>): string {
  const sequence = textDirectionsOf(chart).direction1;
  const side = sequence.endsWith('Left') || sequence === 'leftToRight' ? 'links' : 'rechts';
  const top = sequence.startsWith('diagonalFromTop') || sequence === 'topToBottom';
  return `${side}${top ? 'boven' : 'onder'}`;
}

/**
 * The written pattern of a chart.
 *
 * @param chart the cells, styles and work order (see `writtenChartOf` for a chart state)
 * @param settings the written-pattern settings; the spec's defaults when left out
 */
export function generateWritten(
  chart: WrittenChart,
  settings: WrittenSettings = defaultWrittenSettings,
): WrittenPattern {
  // A freeform chart is written as rounds from its round guides, not from cells (issue 29).
  if (chart.freeform) {
    const freeformLines = freeformPatternLines(chart, chart.freeform, settings);
    return { lines: freeformLines, text: freeformLines.map((line) => line.text).join('\n') + '\n' };
  }
  const words = styleWords(chart);
  const counts = chart.layout === 'c2c' ? c2cBlockTotals(chart) : cellCounts(chart, settings);
  const used = usedStyles(chart, words, counts);
  const lines: WrittenLine[] = [];
  const section = (heading: string, body: readonly string[]) => {
    if (body.length === 0) return;
    if (lines.length > 0) lines.push({ text: '' });
    lines.push({ text: heading }, ...body.map((text) => ({ text })));
  };

  if (settings.title && chart.title.trim()) lines.push({ text: chart.title.trim() });
  // The one work order the tracker follows too: line k of the text is the tracker's line k.
  const order = textWorkOrderOf(chart);
  const sides =
    chart.layout === 'rows' && sideOfLine(chart, order, 0) !== undefined
      ? ['GK = goede kant', 'VK = verkeerde kant']
      : [];
  // Written before the key, which explains the words the wrong-side rows used instead of the chart's.
  const wrongSide = chart.wrongSideStitches && sides.length > 0 ? wrongSideWordsOf(words) : undefined;
  const body =
    chart.layout === 'c2c'
      ? c2cPatternLines(chart, words, settings, order)
      : rowPatternLines(chart, words, settings, order, wrongSide);
  const keyWords = used
    .filter(({ word }) => word.meaning)
    .map(({ word }) => `${word.word} = ${word.meaning}`);
  for (const word of wrongSide?.used ?? []) {
    const line = word.meaning ? `${word.word} = ${word.meaning}` : '';
    if (line && !keyWords.includes(line)) keyWords.push(line);
  }
  section('Afkortingen:', [...keyWords, ...sides]);
  if (chart.layout === 'c2c') {
    section('Blokjes per kleur:', [
      ...used.map(({ word, count }) => `${word.word}: ${count}`),
      `1 blokje = 3 losse + 3 stokjes; begin in de hoek ${startCorner(chart)} en werk schuin.`,
    ]);
  }
  if (settings.legend) {
    section(
      'Legenda:',
      used.map(
        ({ word, count }) =>
          `${word.word}${word.meaning ? ` (${word.meaning})` : ''}: ${amount(count, chart.layout)}`,
      ),
    );
  }
  if (lines.length > 0) lines.push({ text: '' });
  lines.push(...body);

  // "Geen steek" is no stitch: never in the totals, whatever an older chart's style says.
  const totals = used.filter(({ word }) => word.style.showInTotal && !isNoStitchSymbol(word.style.symbolId));
  if (settings.usageText && totals.length > 0) {
    lines.push({ text: '' });
    lines.push({
      text: `${settings.usageText} ${totals.map(({ word, count }) => usageOf(word, count)).join(settings.stitchDivider)}`,
    });
  }
  return { lines, text: lines.map((line) => line.text).join('\n') + '\n' };
}
