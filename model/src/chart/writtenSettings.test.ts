import { describe, expect, it } from 'vitest';
import { chartStateSchema, createChartState } from './chartState';
import { defaultWrittenSettings, writtenModes, writtenSettingsSchema } from './writtenSettings';

describe('the written-pattern settings of a chart', () => {
  it('read a chart saved before the table mode as the text mode (no mode field)', () => {
    const parsed = writtenSettingsSchema.parse(defaultWrittenSettings);
    expect(parsed.mode).toBeUndefined();
  });

  it('take the text and the table mode, and refuse any other', () => {
    expect(writtenModes).toEqual(['written', 'table']);
    for (const mode of writtenModes)
      expect(writtenSettingsSchema.safeParse({ ...defaultWrittenSettings, mode }).success).toBe(true);
    for (const mode of ['grid', '', 'TABLE', 1, null])
      expect(writtenSettingsSchema.safeParse({ ...defaultWrittenSettings, mode }).success).toBe(false);
  });

  it('are saved with a chart in the table mode, and a chart saved before reads unchanged', () => {
    const state = createChartState({
      craft: 'knitting',
      type: 'lace',
      size: { columnCount: 2, rowCount: 2 },
      rows: '',
    });
    expect(chartStateSchema.safeParse(state).success).toBe(true);
    const table = {
      ...state,
      settings: { ...state.settings, written: { ...defaultWrittenSettings, mode: 'table' } },
    };
    expect(chartStateSchema.parse(table).settings.written?.mode).toBe('table');
    const old = { ...state, settings: { ...state.settings, written: defaultWrittenSettings } };
    expect(chartStateSchema.parse(old).settings.written?.mode).toBeUndefined();
    const bad = {
      ...state,
      settings: { ...state.settings, written: { ...defaultWrittenSettings, mode: 'grid' } },
    };
    expect(chartStateSchema.safeParse(bad).success).toBe(false);
  });
});
