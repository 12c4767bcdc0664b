/**
 * The written-pattern settings of spec §3, stored with the chart (`settings.written`, optional: a chart without
 * them is written with the defaults of its craft and directions). `@` in a text stands for a number. The bottom
 * panel edits them; the panel, the PDF's written pages and `convert --written` all write with them.
 */
import { z } from '../parseWithoutEval';
import { storableText } from '../text';

/** The most characters of one of the texts (a row label, a count, the usage line). */
export const writtenTextLimit = 200;
/** The most columns left out at an edge. */
export const maxIgnoredStitches = 10_000;

const writtenText = storableText().max(writtenTextLimit);

/** The written pattern's modes (spec §3): running text or a table. */
export const writtenModes = ['written', 'table'] as const;
export type WrittenMode = (typeof writtenModes)[number];

export const writtenSettingsSchema = z.object({
  /**
   * The text itself (`written`, the default: a chart without the field is written so), or `table`: the same rows
   * as a table of label, side, direction, stitches and count.
   */
  mode: z.enum(writtenModes).optional(),
  /** The chart's title as the first line. */
  title: z.boolean(),
  /** A legend of every style with its stitch count after the abbreviations. */
  legend: z.boolean(),
  /** The line that sums the stitches of each style at the bottom; `''` leaves it out. */
  usageText: writtenText,
  /** One row, e.g. `Toer @:`. */
  rowText: writtenText,
  /** Several identical consecutive rows, e.g. `Toeren @ - @:`. */
  rowsText: writtenText,
  /** The stitch count after a row of one stitch, e.g. `(1 steek)`; `''` leaves counts out. */
  countSingle: writtenText,
  /** The stitch count after a row of more stitches, e.g. `(@ steken)`. */
  countPlural: writtenText,
  /** Between two stitches of a row. */
  stitchDivider: storableText().max(20),
  /** How a repeat within a row is written: `[2 r, 2 av] 10x`, or `*2 r, 2 av*, herhaal van * tot * nog 9 keer`. */
  repeatStyle: z.enum(['brackets', 'stars']),
  /** Columns at the chart's left edge that the text leaves out. */
  ignoreStitchesLeft: z.number().int().min(0).max(maxIgnoredStitches),
  /** Columns at the chart's right edge that the text leaves out. */
  ignoreStitchesRight: z.number().int().min(0).max(maxIgnoredStitches),
  /** Find repeats within a row and groups of rows that repeat. */
  detectRepeats: z.boolean(),
});
export type WrittenSettings = z.infer<typeof writtenSettingsSchema>;

/** The spec's defaults (§3). */
export const defaultWrittenSettings: Readonly<WrittenSettings> = Object.freeze({
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
});
