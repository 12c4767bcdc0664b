/**
 * The symbol store (spec §3 "Symbol store"): symbols loaded on demand by id, with a status per symbol
 * (available, fetching, failed) and the categories. Where symbols come from is a {@link SymbolSource}: the app
 * asks the server (`GET /nl/ajax/symbols?id=…&v=1`); tests and benchmarks use the built-in set.
 */
import { symbolCategories, type StitchSymbol } from '@steekwerk/model';
import { create } from 'zustand';

export type SymbolStatus = 'available' | 'fetching' | 'failed';

/** Fetches symbols by id; ids it does not know are left out of the answer. */
export interface SymbolSource {
  fetchSymbols(symbolIds: readonly string[]): Promise<StitchSymbol[]>;
  /** Every symbol the picker offers. */
  listSymbols(): Promise<StitchSymbol[]>;
}

/**
 * Symbols from the server (`GET symbols?id=…&v=1`) through `fetchSymbols`; the picker's list is the built-in set
 * until the catalogue issue lists the server's symbols.
 */
/** The built-in set, loaded on first use (its path data stays out of the landing screen's code). */
const loadBuiltInSymbols = async (): Promise<readonly StitchSymbol[]> =>
  (await import('./builtInSymbolList')).builtInSymbols;

export function serverSymbolSource(
  fetchSymbols: (symbolIds: readonly string[]) => Promise<StitchSymbol[]>,
): SymbolSource {
  return {
    fetchSymbols,
    listSymbols: async () => [...(await loadBuiltInSymbols())],
  };
}

/** The built-in symbol set, answered at once. */
export const builtInSymbolSource: SymbolSource = {
  fetchSymbols: async (symbolIds) =>
    (await loadBuiltInSymbols()).filter((symbol) => symbolIds.includes(symbol.symbolId)),
  listSymbols: async () => [...(await loadBuiltInSymbols())],
};

export interface SymbolStoreState {
  readonly symbols: Readonly<Record<string, StitchSymbol>>;
  readonly status: Readonly<Record<string, SymbolStatus>>;
  readonly categories: typeof symbolCategories;
  readonly categoriesStatus: SymbolStatus | undefined;
  readonly source: SymbolSource;
  /** Loads the symbols not yet available or fetching (failed ones are tried again). */
  requestSymbols(symbolIds: readonly string[]): Promise<void>;
  /** Loads the whole list for the symbol picker. */
  requestCatalogue(): Promise<void>;
  setSource(source: SymbolSource): void;
}

function withAll<T>(
  record: Readonly<Record<string, T>>,
  ids: readonly string[],
  value: T,
): Record<string, T> {
  const next = { ...record };
  for (const id of ids) next[id] = value;
  return next;
}

export const useSymbolStore = create<SymbolStoreState>()((set, get) => ({
  symbols: {},
  status: {},
  categories: symbolCategories,
  categoriesStatus: undefined,
  source: builtInSymbolSource,

  async requestSymbols(symbolIds) {
    const { status, source } = get();
    const wanted = [...new Set(symbolIds)].filter(
      (id) => id !== '' && status[id] !== 'available' && status[id] !== 'fetching',
    );
    if (wanted.length === 0) return;
    set((state) => ({ status: withAll(state.status, wanted, 'fetching') }));
    try {
      const found = await source.fetchSymbols(wanted);
      set((state) => {
        const symbols = { ...state.symbols };
        for (const symbol of found) symbols[symbol.symbolId] = symbol;
        const status = { ...state.status };
        for (const id of wanted) status[id] = symbols[id] ? 'available' : 'failed';
        return { symbols, status };
      });
    } catch {
      set((state) => ({ status: withAll(state.status, wanted, 'failed') }));
    }
  },

  async requestCatalogue() {
    if (get().categoriesStatus === 'available' || get().categoriesStatus === 'fetching') return;
    set({ categoriesStatus: 'fetching' });
    try {
      const all = await get().source.listSymbols();
      set((state) => {
        const symbols = { ...state.symbols };
        for (const symbol of all) symbols[symbol.symbolId] = symbol;
        return {
          symbols,
          status: withAll(
            state.status,
            all.map((symbol) => symbol.symbolId),
            'available',
          ),
          categoriesStatus: 'available',
        };
      });
    } catch {
      set({ categoriesStatus: 'failed' });
    }
  },

  setSource: (source) => set({ source, symbols: {}, status: {}, categoriesStatus: undefined }),
}));

/** Cells a symbol spans, for the editor's multi-cell rule (1 while it is not loaded). */
export function symbolCellsOf(symbolId: string): number {
  return useSymbolStore.getState().symbols[symbolId]?.cells ?? 1;
}
