/**
 * What the clipboard carries (spec §9: shared by the tabs of one browser, 30 minutes): a block of cells, the lines,
 * part stitches, knots and beads that belong to it (relative to its top-left corner, `areaItems.ts`), the palette
 * styles they use, whether the block's empty cells empty the chart where it is pasted (`opaque`, the user's
 * `copyNoStitch` when it was copied) and when it was copied. As stored it is JSON text, the cells as base64; what is
 * read back is checked whole (another tab, another version of the app, a hand edit): anything that does not fit is
 * no content at all, never an error.
 */
import {
  MAX_GRID_SIDE,
  customLineSchema,
  maxGridItems,
  ornamentSchema,
  paletteStyleSchema,
  partStitchSchema,
  type PaletteStyle,
} from '@steekwerk/model';
import { z } from 'zod';
import { base64ToBytes, bytesToBase64 } from '../../lib/base64';
import { itemWithin } from '../document/areaItems';
import { gridItemKinds, type GridItems, type GridItemTypes } from '../document/gridItems';

/** How long a copy can be pasted (spec §9). */
export const clipboardLifetimeMs = 30 * 60 * 1000;

export interface ClipboardContent {
  readonly columnCount: number;
  readonly rowCount: number;
  /** Row-major style ids of the block; 0 is an empty cell. */
  readonly cells: Uint8Array;
  /** Relative to the block's top-left corner. */
  readonly items: GridItems;
  /** The styles the cells and items use (their ids as in the chart copied from). */
  readonly styles: readonly PaletteStyle[];
  /** The block's empty cells empty the chart's where it is pasted (copied with `copyNoStitch` on). */
  readonly opaque: boolean;
  /** Milliseconds since the epoch. */
  readonly copiedAt: number;
}

const storedFormat = 'steekwerk.clipboard';

const storedSchema = z.object({
  format: z.literal(storedFormat),
  version: z.literal(1),
  copiedAt: z.number().finite(),
  columnCount: z.number().int().min(1).max(MAX_GRID_SIDE),
  rowCount: z.number().int().min(1).max(MAX_GRID_SIDE),
  cells: z.string(),
  opaque: z.boolean(),
  styles: z.array(paletteStyleSchema).max(255),
  items: z.object({
    customLines: z.array(customLineSchema).max(maxGridItems),
    halfStitches: z.array(partStitchSchema).max(maxGridItems),
    quarterStitches: z.array(partStitchSchema).max(maxGridItems),
    ornaments: z.array(ornamentSchema).max(maxGridItems),
  }),
});

/** The content as stored text. */
export function encodeClipboard(content: ClipboardContent): string {
  return JSON.stringify({
    format: storedFormat,
    version: 1,
    copiedAt: content.copiedAt,
    columnCount: content.columnCount,
    rowCount: content.rowCount,
    cells: bytesToBase64(content.cells),
    opaque: content.opaque,
    styles: content.styles,
    items: content.items,
  });
}

/** Whether every cell and item uses one of the styles and every item lies within the block. */
function consistent(content: Omit<ClipboardContent, 'copiedAt' | 'opaque'>): boolean {
  // A table per style id rather than a set: a block has up to millions of cells.
  const known = new Uint8Array(256);
  for (const style of content.styles) {
    if (known[style.styleId]) return false;
    known[style.styleId] = 1;
  }
  known[0] = 1;
  for (const value of content.cells) if (!known[value]) return false;
  const block = { x: 0, y: 0, width: content.columnCount, height: content.rowCount };
  return gridItemKinds.every((kind) =>
    (content.items[kind] as readonly GridItemTypes[typeof kind][]).every(
      (item) => known[item.styleId] === 1 && itemWithin(kind, item, block),
    ),
  );
}

/** The content of stored text, or undefined when it is missing, unreadable or not consistent. */
export function decodeClipboard(text: string | null): ClipboardContent | undefined {
  if (text === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const stored = parsed.data;
  const cells = base64ToBytes(stored.cells);
  if (!cells || cells.length !== stored.columnCount * stored.rowCount) return undefined;
  const { columnCount, rowCount, items, styles, opaque, copiedAt } = stored;
  const content = { columnCount, rowCount, cells, items, styles, opaque, copiedAt };
  return consistent(content) ? content : undefined;
}

/** Whether content copied at `copiedAt` can still be pasted at `now` (a copy from the future is not trusted). */
export function isFresh(content: Pick<ClipboardContent, 'copiedAt'>, now: number): boolean {
  const age = now - content.copiedAt;
  return age >= 0 && age <= clipboardLifetimeMs;
}
