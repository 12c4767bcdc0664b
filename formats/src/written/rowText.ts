/** The Dutch text of a row's items: "3 r, [2 av, 2 r] 10x, 1 av (47 steken)". */
import { findBuiltInSymbol } from '@steekwerk/model';
import type { RowItems, Run } from './rowItems';
import type { StyleWord } from './styleNames';
import { fillNumbers, type WrittenSettings } from './writtenSettings';

/**
 * How many instructions a run of a style that counts as one instruction (`writtenStitchCountSingle`, a cable) is:
 * one per width of its symbol (two 4/4 cables side by side are 16 cells, two cables), rounded up; a run of a
 * symbol of unknown width (a user's own) is one instruction, as before.
 */
export function instructionsOfRun(run: Run, symbolId: string): number {
  const width = findBuiltInSymbol(symbolId)?.cells;
  return width ? Math.ceil(run.count / width) : 1;
}

/**
 * One run: "3 r"; a style that counts as one instruction is written bare ("K4V"), and several of them side by side
 * with their number and a times sign ("2× kab 4/4 l": a plain "2 kab 4/4 l" would read as two stitches of a word
 * with numbers in it); enclosed words in brackets.
 */
export function runText(run: Run, words: ReadonlyMap<number, StyleWord>): string {
  const styleWord = words.get(run.styleId);
  const word = styleWord?.word ?? (run.styleId === 0 ? 'leeg' : `stijl ${run.styleId}`);
  const enclosed = styleWord?.style.writtenStitchEnclosed ?? 'no';
  const shown = enclosed === 'brackets' ? `[${word}]` : enclosed === 'parentheses' ? `(${word})` : word;
  if (!styleWord?.style.writtenStitchCountSingle) return `${run.count} ${shown}`;
  const instructions = instructionsOfRun(run, styleWord.style.symbolId);
  return instructions === 1 ? shown : `${instructions}× ${shown}`;
}

/** The items of a row joined by the divider, the repeat written as the settings say. */
export function itemsText(
  items: RowItems,
  words: ReadonlyMap<number, StyleWord>,
  settings: Pick<WrittenSettings, 'stitchDivider' | 'repeatStyle'>,
): string {
  const join = (runs: readonly Run[]) => runs.map((run) => runText(run, words)).join(settings.stitchDivider);
  const parts: string[] = [];
  if (items.before.length > 0) parts.push(join(items.before));
  if (items.repeat) {
    const group = join(items.repeat.group);
    const { times } = items.repeat;
    if (settings.repeatStyle === 'stars') {
      parts.push(`*${group}*${settings.stitchDivider}herhaal van * tot * nog ${times - 1} keer`);
      if (items.after.length > 0) parts.push(`eindig met ${join(items.after)}`);
    } else {
      parts.push(`[${group}] ${times}x`);
      if (items.after.length > 0) parts.push(join(items.after));
    }
  } else if (items.after.length > 0) {
    parts.push(join(items.after));
  }
  return parts.join(settings.stitchDivider);
}

/** The stitch count after a row: "(1 steek)", "(12 steken)", or '' when counts are left out. */
export function countText(
  count: number,
  settings: Pick<WrittenSettings, 'countSingle' | 'countPlural'>,
): string {
  return count === 1 ? settings.countSingle : fillNumbers(settings.countPlural, count);
}

/** The word for rows in a sentence ("toeren", "naalden"), taken from the settings' text for several rows. */
export function rowsNoun(settings: Pick<WrittenSettings, 'rowsText'>): string {
  const noun = settings.rowsText.split('@')[0]?.trim() || 'Toeren';
  return noun.charAt(0).toLowerCase() + noun.slice(1);
}

/** The word for one row ("toer", "naald"), taken from the settings' text for one row. */
export function rowNoun(settings: Pick<WrittenSettings, 'rowText'>): string {
  const noun = settings.rowText.split('@')[0]?.trim() || 'Toer';
  return noun.charAt(0).toLowerCase() + noun.slice(1);
}
