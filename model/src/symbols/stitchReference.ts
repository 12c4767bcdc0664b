/**
 * The stitch reference: knitting, crochet and cross-stitch stitches with their Dutch name, abbreviation,
 * description and chart symbol (the reference screen, with reference/stitchDescriptions.ts, `/nl/stitches` lists them). Symbol charts name their
 * stitches with these (the written text, the PDF key, the tracker's key and the palette) wherever a style has no
 * name of its own, so a lace chart never reads as colours: {@link stitchOfSymbol} answers for knitting and crochet
 * symbols only, since a cross-stitch chart's colours are all crosses and are named by their colour.
 */
import { crochetStitches } from './reference/crochetStitches';
import { crossStitches } from './reference/crossStitches';
import { knittingStitches } from './reference/knittingStitches';
import type { StitchEntry } from './reference/referenceStitch';

export type { ReferenceStitch, StitchCraft, StitchEntry } from './reference/referenceStitch';

/** A stitch's Dutch name and the abbreviation a pattern's rows use. */
export interface StitchName {
  readonly name: string;
  readonly abbreviation: string;
}

/** Every stitch of the reference (names only; `describeStitches` adds the descriptions). */
export const stitchEntries: readonly StitchEntry[] = [
  ...knittingStitches,
  ...crochetStitches,
  ...crossStitches,
];

const namesBySymbol = new Map<string, StitchName>();
for (const stitch of stitchEntries) {
  if (stitch.craft === 'crossStitch') continue;
  for (const symbolId of stitch.symbolIds) {
    namesBySymbol.set(symbolId, { name: stitch.name, abbreviation: stitch.abbreviation });
  }
}

/** The knitting or crochet stitch a symbol stands for, or undefined when the symbol is no such stitch. */
export function stitchOfSymbol(symbolId: string): StitchName | undefined {
  return namesBySymbol.get(symbolId);
}

/** Whether a symbol means "no stitch": a cell that is skipped in the written text and the counts. */
export function isNoStitchSymbol(symbolId: string): boolean {
  return symbolId === 'no-stitch' || symbolId === 'background';
}
