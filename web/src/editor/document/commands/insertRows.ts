/**
 * Inserting rows as the chart type wants them (spec §4 "Insert rows"): in a mosaic chart whole colour cycles, each
 * row filled with its own colour (the ruler's alternating colour lines, overlay edge stitches included), at a row
 * pair boundary in an inset chart whose vertical ruler skips 2 (the index bumped by one); in any other chart plain
 * rows of the given style, as `insertLines`. Undo removes the rows again (the inverse of `insertLines`).
 */
import { mosaicInsertion } from '@steekwerk/model';
import type { ChartDocument } from '../ChartDocument';
import { mosaicChartOf } from '../mosaic/mosaicOfDocument';
import { defineCommand } from './command';
import { insertLines, sizeAfterInsert, type InsertLinesArgs } from './gridSize';

export interface InsertRowsArgs {
  /** Where the new rows go: 0 above the top row, the row count (or -1) below the bottom one. */
  readonly index: number;
  readonly count: number;
  /** The style of the new cells outside mosaic charts; missing or invalid means empty cells. */
  readonly styleId?: number;
}

/** The `insertLines` arguments the rows come to in this document, or undefined when they are invalid. */
export function rowInsertionOf(document: ChartDocument, args: InsertRowsArgs): InsertLinesArgs | undefined {
  const mosaic = mosaicChartOf(document);
  if (!mosaic) {
    const plain: InsertLinesArgs = { axis: 'rows', index: args.index, count: args.count };
    return args.styleId === undefined ? plain : { ...plain, styleId: args.styleId };
  }
  const insertion = mosaicInsertion(mosaic, args.index, args.count);
  return (
    insertion && { axis: 'rows', index: insertion.index, count: insertion.count, values: insertion.values }
  );
}

export const insertRows = defineCommand<InsertRowsArgs>(
  'insertRows',
  (document, args) => {
    const lines = rowInsertionOf(document, args);
    return lines ? insertLines.perform(document, lines) : false;
  },
  (document: ChartDocument, args: InsertRowsArgs) => {
    const lines = rowInsertionOf(document, args);
    return lines && sizeAfterInsert(document, lines);
  },
);
