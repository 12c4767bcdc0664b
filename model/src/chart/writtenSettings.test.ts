import { describe, expect, it } from 'vitest';
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
});
