/**
 * The key's symbols in the progress tracker: a chart without symbols (an imported picture, a photo, a colour chart,
 * or a cross-stitch chart whose colours are all crosses) gets a symbol per colour while the tracker is open, so that
 * where the maker's settings draw symbols (`drawTodo`, `drawDone`) a colour can be told from its neighbour even in
 * greyed rows. The same symbols stand in the tracker's key. The chart itself is not changed: the symbols are the
 * tracker's view of the palette. Close colours get the most different key symbols (`fillMissingSymbols`,
 * docs/decisions/symbols.md); styles whose own symbol tells them apart keep it.
 */
import type { Palette, PaletteStyle } from '@steekwerk/model';
import { loadedSymbolAssignment } from '../symbols/symbolAssignment';

const keyed = new WeakMap<Palette, Palette>();

/**
 * The palette as the tracker draws it: every style without a symbol of its own (none, or one that other styles
 * share) gets a key symbol that no telling style uses. The palette itself is returned when every style has a
 * symbol of its own. Palettes are immutable, so the answer is kept per palette (an assignment takes up to 60 ms).
 * Until the assignment is loaded (`loadSymbolAssignment`) the palette is returned as it is.
 */
export function withKeySymbols(palette: Palette): Palette {
  const known = keyed.get(palette);
  if (known) return known;
  const fillMissingSymbols = loadedSymbolAssignment();
  if (!fillMissingSymbols) return palette;
  const uses = new Map<string, number>();
  for (const style of palette.styles) uses.set(style.symbolId, (uses.get(style.symbolId) ?? 0) + 1);
  // A symbol tells a style apart only when no other style has it (every colour of a cross-stitch chart is a cross).
  const telling = (style: PaletteStyle) => style.symbolId.trim() !== '' && uses.get(style.symbolId) === 1;
  const styles = fillMissingSymbols(palette.styles, (style) => !telling(style));
  const answer = styles === palette.styles ? palette : { ...palette, styles: [...styles] };
  keyed.set(palette, answer);
  return answer;
}
