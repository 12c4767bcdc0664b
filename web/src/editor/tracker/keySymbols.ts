/**
 * The key's symbols in the progress tracker: a chart without symbols (an imported picture, a photo, a colour chart,
 * or a cross-stitch chart whose colours are all crosses) gets a symbol per colour while the tracker is open, so that where the maker's settings draw symbols (`drawTodo`,
 * `drawDone`) a colour can be told from its neighbour even in greyed rows. The same symbols stand in the tracker's
 * key. The chart itself is not changed: the symbols are the tracker's view of the palette.
 */
import type { Palette } from '@steekwerk/model';

/** Symbols that read apart at small sizes, in the order they are handed out. */
export const keySymbolIds: readonly string[] = [
  'square',
  'triangle',
  'ring',
  'diamond',
  'cross',
  'star',
  'heart',
  'french-knot',
  'half-stitch',
  'purl-bar',
  'knit',
  'k2tog',
  'ssk',
  'slip',
  'kfb',
  'sk2p',
];

/**
 * The palette as the tracker draws it: every style without a symbol of its own (none, or one that other styles
 * share) gets one of {@link keySymbolIds} that no style uses, in palette order (they repeat only when more styles lack a symbol than there are key symbols). The
 * palette itself is returned when every style has a symbol.
 */
export function withKeySymbols(palette: Palette): Palette {
  const uses = new Map<string, number>();
  for (const style of palette.styles) uses.set(style.symbolId, (uses.get(style.symbolId) ?? 0) + 1);
  // A symbol tells a style apart only when no other style has it (every colour of a cross-stitch chart is a cross).
  const telling = (symbolId: string) => symbolId !== '' && uses.get(symbolId) === 1;
  if (palette.styles.every((style) => telling(style.symbolId))) return palette;
  const free = keySymbolIds.filter((symbolId) => !uses.has(symbolId));
  const pool = free.length > 0 ? free : keySymbolIds;
  let next = 0;
  const styles = palette.styles.map((style) => {
    if (telling(style.symbolId)) return style;
    const symbolId = pool[next % pool.length]!;
    next += 1;
    return { ...style, symbolId };
  });
  return { ...palette, styles };
}
