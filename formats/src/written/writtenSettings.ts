import {
  defaultWrittenSettings,
  turnsEveryRow,
  type WorkDirections,
  type WrittenSettings,
} from '@steekwerk/model';
/** The settings and their defaults live in `model/` (stored with the chart); re-exported for the generator. */
export { defaultWrittenSettings, type WrittenSettings } from '@steekwerk/model';

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
  const flatKnitting = chart.craft === 'knitting' && turnsEveryRow(chart.directions);
  return { ...defaultWrittenSettings, ...(flatKnitting ? knittingInRowsTexts : {}) };
}

/**
 * The settings a chart is written with: those stored with it (`settings.written`), else the defaults of its craft
 * and directions. The bottom panel, the PDF's written pages and the `.txt` of the convert command all call this.
 */
export function writtenSettingsOf(
  chart: Parameters<typeof defaultWrittenSettingsOf>[0],
  stored: WrittenSettings | undefined,
): WrittenSettings {
  return stored ? { ...defaultWrittenSettings, ...stored } : defaultWrittenSettingsOf(chart);
}

/** Puts numbers in a text's `@` places, in order. */
export function fillNumbers(text: string, ...numbers: number[]): string {
  let index = 0;
  return text.replace(/@/g, () => String(numbers[index++] ?? ''));
}
