import { describe, expect, it } from 'vitest';
import { defaultExportSettings, loadExportSettings, saveExportSettings } from './exportSettings';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('export settings', () => {
  it('start with the defaults of spec §3: 2000 px at 72 dpi, A4, 1 inch margin, portrait', () => {
    expect(loadExportSettings(memoryStorage(), 'u1')).toEqual(defaultExportSettings);
    expect(defaultExportSettings).toMatchObject({
      size: 2000,
      sizeUnit: 'px',
      dpi: 72,
      paper: 'a4',
      margin: 1,
    });
  });

  it('are remembered per user', () => {
    const storage = memoryStorage();
    saveExportSettings(storage, 'u1', { ...defaultExportSettings, paper: 'a3', overlap: 2 });
    expect(loadExportSettings(storage, 'u1')).toMatchObject({ paper: 'a3', overlap: 2 });
    expect(loadExportSettings(storage, 'u2').paper).toBe('a4');
  });

  it('keep the good fields of damaged storage and fall back for the rest', () => {
    const storage = memoryStorage();
    storage.setItem(
      'steekwerk.exportSettings.u1',
      JSON.stringify({ paper: 'a0', overlap: 2, margin: -4, mode: 'bw' }),
    );
    expect(loadExportSettings(storage, 'u1')).toMatchObject({
      paper: 'a4',
      overlap: 2,
      margin: 1,
      mode: 'bw',
    });
    storage.setItem('steekwerk.exportSettings.u1', '{not json');
    expect(loadExportSettings(storage, 'u1')).toEqual(defaultExportSettings);
  });

  it('leave the written instructions out of the PDF unless chosen, and remember the choice', () => {
    const storage = memoryStorage();
    expect(loadExportSettings(storage, 'u1').written).toBe(false);
    saveExportSettings(storage, 'u1', { ...defaultExportSettings, written: true });
    expect(loadExportSettings(storage, 'u1').written).toBe(true);
    storage.setItem('steekwerk.exportSettings.u1', JSON.stringify({ written: 'ja' }));
    expect(loadExportSettings(storage, 'u1').written).toBe(false);
  });

  it('survive a storage that refuses to save', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveExportSettings(full, 'u1', defaultExportSettings)).not.toThrow();
  });
});
