/**
 * The freeform clipboard (spec §3 "Freeform … clipboard (width, height, styles, symbols, halfStitches,
 * customLines)", §4 "pasting adds styles to the palette and centres symbols on the click point in freeform"): what a
 * copy of a selection carries and how it is pasted. Symbols are kept relative to the top-left corner of the box
 * around them (`width` × `height`), with the palette styles they use. Freeform charts have no half stitches or
 * custom lines: the two lists are there for the spec's shape, always empty in a copy made here, ignored on paste.
 *
 * Pasting matches each style in the palette (same symbol and colours, as the grid clipboard does) or adds it while
 * there is room; a paste that would leave a style out is refused whole. The symbols land on one layer (the one the
 * user works on), centred on the point, shifted within the chart where they fit.
 */
import { z } from '../../parseWithoutEval';
import { customLineSchema, partStitchSchema } from '../../chart/grid';
import { freeformSymbolSchema, type FreeformSymbol } from '../../chart/chartState';
import {
  findMatchingStyle,
  nextFreeStyleId,
  paletteStyleSchema,
  type Palette,
  type PaletteStyle,
} from '../../chart/palette';
import { boundingBoxOf } from '../geometry';
import {
  selectionBox,
  validSelection,
  withBoundingBox,
  type FreeformPoint,
  type FreeformSize,
} from './selection';

const storedFormat = 'steekwerk.freeformClipboard';

/** Most symbols one copy carries (the premium chart's limit). */
export const maxClipboardSymbols = 100_000;

const finite = z.number().finite();

export const freeformClipboardSchema = z.object({
  format: z.literal(storedFormat),
  version: z.literal(1),
  /** Milliseconds since the epoch (the 30-minute expiry, spec §9). */
  copiedAt: finite,
  width: finite.min(0).max(100_000),
  height: finite.min(0).max(100_000),
  styles: z.array(paletteStyleSchema).max(255),
  symbols: z
    .array(
      freeformSymbolSchema.extend({
        x: finite,
        y: finite,
        width: finite.min(0),
        height: finite.min(0),
        rotate: finite,
        size: finite.min(0),
      }),
    )
    .min(1)
    .max(maxClipboardSymbols),
  halfStitches: z.array(partStitchSchema).max(0),
  customLines: z.array(customLineSchema).max(0),
});
export type FreeformClipboard = z.infer<typeof freeformClipboardSchema>;

/**
 * The copy of the selected symbols: relative to their box, with the styles they use. Symbols whose style is not in
 * the palette (a chart saved inconsistently) are left out; undefined when nothing is left to copy.
 */
export function copyFreeformSelection(
  symbols: readonly FreeformSymbol[],
  selection: Iterable<number>,
  palette: Pick<Palette, 'styles'>,
  copiedAt: number,
): FreeformClipboard | undefined {
  const styles = new Map(palette.styles.map((style) => [style.styleId, style]));
  const indices = validSelection(symbols.length, selection).filter((index) => {
    const symbol = symbols[index]!;
    return (
      styles.has(symbol.styleId) && freeformClipboardSchema.shape.symbols.element.safeParse(symbol).success
    );
  });
  const box = selectionBox(symbols, indices);
  if (!box || indices.length > maxClipboardSymbols) return undefined;
  const used = new Set<number>();
  const copied = indices.map((index) => {
    const { layerId, x, y, width, height, rotate, size, styleId } = symbols[index]!;
    used.add(styleId);
    return withBoundingBox({ layerId, x: x - box.x, y: y - box.y, width, height, rotate, size, styleId });
  });
  return {
    format: storedFormat,
    version: 1,
    copiedAt,
    width: box.width,
    height: box.height,
    styles: palette.styles.filter((style) => used.has(style.styleId)),
    symbols: copied,
    halfStitches: [],
    customLines: [],
  };
}

/** The copy as the text the shared store keeps. */
export function encodeFreeformClipboard(content: FreeformClipboard): string {
  return JSON.stringify(content);
}

/** Tolerance for a copied symbol reaching past its box by float noise. */
const edgeTolerance = 1e-6;

/**
 * The copy in stored text, or undefined when it is missing, unreadable or not consistent (another version of the
 * app, a hand edit): every symbol uses one of the styles, once each, and lies within the box.
 */
export function decodeFreeformClipboard(text: string | null): FreeformClipboard | undefined {
  if (text === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = freeformClipboardSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const content = parsed.data;
  const styleIds = new Set(content.styles.map((style) => style.styleId));
  if (styleIds.size !== content.styles.length) return undefined;
  const fits = content.symbols.every((symbol) => {
    const box = boundingBoxOf(symbol);
    return (
      styleIds.has(symbol.styleId) &&
      box.x >= -edgeTolerance &&
      box.y >= -edgeTolerance &&
      box.right <= content.width + edgeTolerance &&
      box.bottom <= content.height + edgeTolerance
    );
  });
  return fits ? content : undefined;
}

/** The palette with the copy's styles matched or added, and what each copied style id is now. */
export interface StyleImport {
  readonly palette: Palette;
  readonly ids: ReadonlyMap<number, number>;
  readonly added: number;
  /** Styles that found neither a match nor room. */
  readonly missing: number;
}

/** Matches each style in the palette (symbol and colours) or adds it under a free id while there is room. */
export function importClipboardStyles(
  palette: Palette,
  styles: readonly PaletteStyle[],
  maxStyles: number,
): StyleImport {
  let current = palette;
  let added = 0;
  let missing = 0;
  const ids = new Map<number, number>();
  for (const style of styles) {
    const match = findMatchingStyle(current, style);
    if (match) {
      ids.set(style.styleId, match.styleId);
      continue;
    }
    const styleId = nextFreeStyleId(current);
    if (styleId === undefined || current.styles.length >= maxStyles) {
      missing += 1;
      continue;
    }
    current = { ...current, styles: [...current.styles, { ...style, styleId }] };
    ids.set(style.styleId, styleId);
    added += 1;
  }
  return { palette: current, ids, added, missing };
}

export interface PasteTarget {
  readonly palette: Palette;
  /** The user's tier's palette maximum. */
  readonly maxStyles: number;
  /** The layer the symbols land on. */
  readonly layerId: number;
  /** The point the pasted symbols are centred on (the click point, or the middle of the view). */
  readonly centre: FreeformPoint;
  readonly size: FreeformSize;
  /** Symbols the chart has now and may have at most (the tier's `maxFreeformSymbols`). */
  readonly symbolCount: number;
  readonly maxSymbols: number;
}

export type FreeformPastePlan =
  | {
      readonly kind: 'ready';
      /** The new symbols, to go on top of the chart's. */
      readonly symbols: FreeformSymbol[];
      /** The palette with styles added, when any was (the selected style stays selected). */
      readonly palette: Palette | undefined;
    }
  | { readonly kind: 'paletteFull'; readonly missing: number }
  | { readonly kind: 'limitReached' }
  | { readonly kind: 'badPoint' };

/** Where the copy's box goes along one axis: centred on `centre`, shifted within 0…limit where it fits. */
function placeSpan(centre: number, length: number, limit: number): number {
  const start = centre - length / 2;
  if (length >= limit) return 0;
  return Math.min(limit - length, Math.max(0, start));
}

/** What pasting the copy on this chart would do. */
export function planFreeformPaste(content: FreeformClipboard, target: PasteTarget): FreeformPastePlan {
  if (!Number.isFinite(target.centre.x) || !Number.isFinite(target.centre.y)) return { kind: 'badPoint' };
  if (target.symbolCount + content.symbols.length > target.maxSymbols) return { kind: 'limitReached' };
  const styles = importClipboardStyles(target.palette, content.styles, target.maxStyles);
  if (styles.missing > 0) return { kind: 'paletteFull', missing: styles.missing };
  const left = placeSpan(target.centre.x, content.width, target.size.width);
  const top = placeSpan(target.centre.y, content.height, target.size.height);
  const symbols = content.symbols.map((symbol) =>
    withBoundingBox({
      layerId: target.layerId,
      x: symbol.x + left,
      y: symbol.y + top,
      width: symbol.width,
      height: symbol.height,
      rotate: symbol.rotate,
      size: symbol.size,
      styleId: styles.ids.get(symbol.styleId)!,
    }),
  );
  return {
    kind: 'ready',
    symbols,
    palette:
      styles.added > 0 ? { ...styles.palette, selectedStyleId: target.palette.selectedStyleId } : undefined,
  };
}
