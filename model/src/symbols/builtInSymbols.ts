/**
 * The built-in symbol set: knitting, crochet and cross-stitch symbols as path data in a 100 × 100 view box per
 * cell, our own drawings from the standard conventions (formats-and-following.md §6). The symbols endpoint
 * (`GET /nl/ajax/symbols?id=…&v=1`) serves the same definitions. A symbol id, once saved in charts, never
 * changes meaning.
 */
import { cableSymbols } from './cableSymbols';
import { crochetSymbols } from './crochetSymbols';
import { crossStitchSymbols } from './crossStitchSymbols';
import { glyphSymbols } from './glyphSymbols';
import { knittingSymbols } from './knittingSymbols';
import { markSymbols } from './markSymbols';
import { shapeSymbols } from './shapeSymbols';
import type { StitchSymbol } from './symbol';
import { typeSymbols } from './typeSymbols';

/** Every built-in symbol, in palette order. */
export const builtInSymbols: readonly StitchSymbol[] = Object.freeze([
  ...knittingSymbols,
  ...cableSymbols,
  ...crochetSymbols,
  ...crossStitchSymbols,
  ...shapeSymbols,
  ...glyphSymbols,
  ...markSymbols,
  // Stitches of the chart types (brioche, filet, C2C, Tunisian, wide cables)
  ...typeSymbols,
]);

const byId = new Map(builtInSymbols.map((definition) => [definition.symbolId, definition]));

/** A built-in symbol by id, or undefined. */
export function findBuiltInSymbol(symbolId: string): StitchSymbol | undefined {
  return byId.get(symbolId);
}

/** The categories whose symbols a cross-stitch key hands out to colours (each symbol's first category). */
export const keySymbolCategoryIds: readonly string[] = [
  'shapes',
  'outlines',
  'letters',
  'digits',
  'arrows',
  'lines',
];

/** The symbols a cross-stitch key gives colours: every one-cell symbol of a key family. */
export function keySymbols(): readonly StitchSymbol[] {
  return builtInSymbols.filter((definition) =>
    keySymbolCategoryIds.includes(definition.categoryIds[0] ?? ''),
  );
}
