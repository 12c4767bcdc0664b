/**
 * Loads the key-symbol assignment (`fillMissingSymbols`) once, on first use, with a dynamic import: the landing
 * and the lists stay within their bundle budget, and the editor fetches it after the grid's first frame (it is not
 * needed to show the cells). Callers that draw ask `loadedSymbolAssignment()` and draw again when
 * `loadSymbolAssignment()` resolves.
 */
import type { PaletteStyle } from '@steekwerk/model';

type SymbolStyle = Pick<PaletteStyle, 'symbolId' | 'colorBackground'>;

/** `fillMissingSymbols` of the model. */
export type FillSymbols = <T extends SymbolStyle>(
  styles: readonly T[],
  needsSymbol?: (style: T) => boolean,
) => readonly T[];

let loaded: FillSymbols | undefined;
let loading: Promise<FillSymbols> | undefined;

/** The assignment, loaded once. */
export function loadSymbolAssignment(): Promise<FillSymbols> {
  loading ??= import('./keySymbolFill').then((module) => {
    loaded = module.fillMissingSymbols;
    return loaded;
  });
  return loading;
}

/** The assignment when it is loaded, else undefined (asking does not load it: `loadSymbolAssignment` does). */
export function loadedSymbolAssignment(): FillSymbols | undefined {
  return loaded;
}
