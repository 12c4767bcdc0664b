/**
 * "Symbolen in plaats van kleuren" (issue 28, for colour-blind makers): a choice of this device, not of the chart,
 * so a viewer of a shared chart can make it too. In the editor the cells show their symbols on a plain background;
 * in the tracker to-do and done stitches draw as symbols. A chart without symbols gets the tracker's key symbols for
 * the view (the chart itself is not changed).
 */
import { create } from 'zustand';

const storageKey = 'steekwerk.symbolView';

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

interface SymbolViewState {
  readonly symbolView: boolean;
  setSymbolView(on: boolean): void;
}

export const useSymbolView = create<SymbolViewState>((set) => ({
  symbolView: stored(),
  setSymbolView(on) {
    try {
      globalThis.localStorage?.setItem(storageKey, on ? '1' : '0');
    } catch {
      // A private window without storage keeps the choice for this page only.
    }
    set({ symbolView: on });
  },
}));
