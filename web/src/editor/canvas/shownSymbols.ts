/**
 * The palette as the editor draws it: in a colour chart (cross stitch, diamond painting, beads, …) a style
 * without a symbol shows a key symbol, close colours the most different ones, so every chart shows symbols at
 * working zoom — also a chart saved before imports gave their styles symbols. Display only: the chart is not
 * changed, nothing is saved and nothing enters the undo history (docs/decisions/symbols.md says why).
 */
import type { Palette } from '@steekwerk/model';
import { loadedSymbolAssignment } from '../symbols/symbolAssignment';

/** Knitting and crochet draw stitches: their styles without a symbol are plain stitches in a colour. */
const takesKeySymbols = (craft: string) => craft !== 'knitting' && craft !== 'crochet';

const shown = new WeakMap<Palette, Palette>();

/**
 * The palette with display symbols for its styles without one (the same palette when none is needed, and until
 * the assignment is loaded).
 */
export function withShownSymbols(palette: Palette, craft: string): Palette {
  if (!takesKeySymbols(craft)) return palette;
  const known = shown.get(palette);
  if (known) return known;
  const fillMissingSymbols = loadedSymbolAssignment();
  if (!fillMissingSymbols) return palette;
  const styles = fillMissingSymbols(palette.styles);
  const answer = styles === palette.styles ? palette : { ...palette, styles: [...styles] };
  shown.set(palette, answer);
  return answer;
}
