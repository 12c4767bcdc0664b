import { turnsEveryRow, type WorkDirections } from '@steekwerk/model';
/**
 * The written-pattern settings of spec §3, with its defaults. `@` in a text stands for a number.
 */
export interface WrittenSettings {
  /** The chart's title as the first line. */
  title: boolean;
  /** A legend of every style with its stitch count after the abbreviations. */
  legend: boolean;
  /** The line that sums the stitches of each style at the bottom; `''` leaves it out. */
  usageText: string;
  /** One row, e.g. `Toer @:`. */
  rowText: string;
  /** Several identical consecutive rows, e.g. `Toeren @ - @:`. */
  rowsText: string;
  /** The stitch count after a row of one stitch, e.g. `(1 steek)`; `''` leaves counts out. */
  countSingle: string;
  /** The stitch count after a row of more stitches, e.g. `(@ steken)`. */
  countPlural: string;
  /** Between two stitches of a row. */
  stitchDivider: string;
  /** How a repeat within a row is written: `[2 r, 2 av] 10x`, or `*2 r, 2 av*, herhaal van * tot * nog 9 keer`. */
  repeatStyle: 'brackets' | 'stars';
  /** Columns at the chart's left edge that the text leaves out. */
  ignoreStitchesLeft: number;
  /** Columns at the chart's right edge that the text leaves out. */
  ignoreStitchesRight: number;
  /** Find repeats within a row and groups of rows that repeat. */
  detectRepeats: boolean;
}

export const defaultWrittenSettings: Readonly<WrittenSettings> = {
  title: true,
  legend: false,
  usageText: 'Totaal:',
  rowText: 'Toer @:',
  rowsText: 'Toeren @ - @:',
  countSingle: '(1 steek)',
  countPlural: '(@ steken)',
  stitchDivider: ', ',
  repeatStyle: 'brackets',
  ignoreStitchesLeft: 0,
  ignoreStitchesRight: 0,
  detectRepeats: false,
};

/** Knitting worked back and forth counts "naalden", not "toeren" (a round is a "toer"). */
export const knittingInRowsTexts: Readonly<Pick<WrittenSettings, 'rowText' | 'rowsText'>> = {
  rowText: 'Naald @:',
  rowsText: 'Naalden @ - @:',
};

/**
 * The defaults for a chart: knitting worked back and forth in rows (turning after every row) counts "naalden",
 * everything else "toeren" (spec §3's texts) — knitting in the round, crochet, colour charts.
 */
export function defaultWrittenSettingsOf(chart: {
  readonly craft: string;
  readonly directions: Pick<WorkDirections, 'direction1' | 'direction2' | 'runLength'>;
}): WrittenSettings {
  const { direction1, direction2, runLength } = chart.directions;
  const rows = direction1 === 'topToBottom' || direction1 === 'bottomToTop';
  const flatKnitting =
    chart.craft === 'knitting' && rows && direction2.endsWith('Alternating') && runLength === 1;
  return { ...defaultWrittenSettings, ...(flatKnitting ? knittingInRowsTexts : {}) };
}

/** Puts numbers in a text's `@` places, in order. */
export function fillNumbers(text: string, ...numbers: number[]): string {
  let index = 0;
  return text.replace(/@/g, () => String(numbers[index++] ?? ''));
}
