import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtInSymbolSource, symbolCellsOf, useSymbolStore, type SymbolSource } from './symbolStore';

// Test files share one module graph (vitest `isolate: false`): start from an empty store, whatever others loaded.
beforeEach(() => useSymbolStore.setState({ symbols: {}, status: {} }));
afterEach(() => useSymbolStore.getState().setSource(builtInSymbolSource));

describe('symbol store', () => {
  it('loads symbols on demand and marks unknown ids as failed', async () => {
    const store = useSymbolStore.getState();
    const loading = store.requestSymbols(['knit', 'cable-2-2-left', 'nope']);
    expect(useSymbolStore.getState().status.knit).toBe('fetching');
    await loading;
    const { status, symbols } = useSymbolStore.getState();
    expect(status).toMatchObject({ knit: 'available', 'cable-2-2-left': 'available', nope: 'failed' });
    expect(symbols.knit?.title).toBe('Recht');
    expect(symbolCellsOf('cable-2-2-left')).toBe(4);
    expect(symbolCellsOf('nope')).toBe(1);
  });

  it('asks the source only for symbols it does not have, and marks a failed fetch', async () => {
    const asked: string[][] = [];
    const failing: SymbolSource = {
      fetchSymbols: (ids) => {
        asked.push([...ids]);
        return Promise.reject(new Error('offline'));
      },
      listSymbols: () => Promise.reject(new Error('offline')),
    };
    useSymbolStore.getState().setSource(failing);
    await useSymbolStore.getState().requestSymbols(['purl', 'purl', '']);
    expect(asked).toEqual([['purl']]);
    expect(useSymbolStore.getState().status.purl).toBe('failed');
    await useSymbolStore.getState().requestCatalogue();
    expect(useSymbolStore.getState().categoriesStatus).toBe('failed');
  });
});
