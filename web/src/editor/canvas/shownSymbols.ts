/**
 * The palette as the editor draws it: in a colour chart (cross stitch, diamond painting, beads, …) a style
 * without a symbol shows a key symbol, close colours the most different ones, so every chart shows symbols at
 * working zoom — also a chart saved before imports gave their styles symbols. Display only: the chart is not
 * changed, nothing is saved and nothing enters the undo history (docs/decisions/symbols.md says why).
 */
import { craftTakesKeySymbols, fillMissingSymbols, type Palette } from '@steekwerk/model';

const shown = new WeakMap<Palette, Palette>();

/** The palette with display symbols for its styles without one (the same palette when none is needed). */
export function withShownSymbols(palette: Palette, craft: string): Palette {
  if (!craftTakesKeySymbols(craft)) return palette;
  const known = shown.get(palette);
  if (known) return known;
  const styles = fillMissingSymbols(palette.styles);
  const answer = styles === palette.styles ? palette : { ...palette, styles: [...styles] };
  shown.set(palette, answer);
  return answer;
}
