/**
 * The maker's own texts of built-in stitch symbols (spec §7 `symbolsChanged`): after a save the server lists the
 * built-in knitting and crochet symbols whose abbreviation or description the palette changed, and the editor
 * takes them over for the open chart. The palette then names every style of such a symbol that has no text of its
 * own by the maker's text (styleLabel.ts), and a short notice says which texts now apply.
 */
import { stitchOfSymbol, type SymbolChange } from '@steekwerk/model';
import { create } from 'zustand';

export interface SymbolTextsState {
  /** Per symbol id, the texts taken over from the last save that named it. */
  readonly texts: Readonly<Record<string, SymbolChange>>;
  /** What the last save changed that was not known yet (for the notice); empty once dismissed. */
  readonly fresh: readonly SymbolChange[];
  /** Takes over a save's `symbolsChanged`; answers the changes that are new or differ from what was known. */
  takeOver(changes: readonly SymbolChange[]): readonly SymbolChange[];
  dismiss(): void;
  /** Forgets everything (another chart is opened). */
  reset(): void;
}

const sameTexts = (a: SymbolChange | undefined, b: SymbolChange) =>
  a !== undefined &&
  a.abbreviation === b.abbreviation &&
  a.description === b.description &&
  a.alternativeAbbreviation === b.alternativeAbbreviation &&
  a.alternativeDescription === b.alternativeDescription;

export const useSymbolTexts = create<SymbolTextsState>()((set, get) => ({
  texts: {},
  fresh: [],
  takeOver: (changes) => {
    const known = get().texts;
    const fresh = changes.filter((change) => !sameTexts(known[change.symbolId], change));
    if (fresh.length === 0) return fresh;
    const texts = { ...known };
    for (const change of fresh) texts[change.symbolId] = change;
    set({ texts, fresh });
    return fresh;
  },
  dismiss: () => set({ fresh: [] }),
  reset: () => set({ texts: {}, fresh: [] }),
}));

/** The maker's description of a built-in symbol, if a save reported one. */
export function ownSymbolDescription(symbolId: string): string | undefined {
  const text = useSymbolTexts.getState().texts[symbolId]?.description.trim();
  return text === '' ? undefined : text;
}

/** "Recht (R1)": the built-in stitch's name and the maker's abbreviation (or description). */
function changeLabel(change: SymbolChange): string {
  const name = stitchOfSymbol(change.symbolId)?.name ?? change.symbolId;
  const own = change.abbreviation.trim() || change.description.trim();
  return own === '' || own.toLowerCase() === name.toLowerCase() ? name : `${name} (${own})`;
}

/** The notice after a save that changed built-in symbol texts, in Dutch. */
export function symbolTextsNotice(changes: readonly SymbolChange[]): string {
  const labels = changes.map(changeLabel);
  if (labels.length === 1) return `Je eigen tekst voor ${labels[0]} geldt nu voor dit symbool in deze chart.`;
  const list = `${labels.slice(0, -1).join(', ')} en ${labels.at(-1)}`;
  return `Je eigen teksten voor ${list} gelden nu voor deze symbolen in deze chart.`;
}
