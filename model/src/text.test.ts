import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailAddressSchema, newPasswordSchema } from './account/credentials';
import { profileSchema } from './account/user';
import { chartStateSchema, createChartState } from './chart/chartState';
import { createPaletteStyle, paletteStyleSchema } from './chart/palette';
import { chartActionSchema } from './protocol/chart';
import { chartsListQuerySchema } from './protocol/chartList';
import { chartPropertyChangesSchema, chartTitleSchema } from './protocol/chartProperties';
import { folderTitleSchema } from './protocol/folders';
import { hasUnstorableCharacter, storableText, storableTextMessage, withStorableText } from './text';

describe('storable text', () => {
  it.each([
    ['a NUL', 'ab\u0000c'],
    ['only a NUL', '\u0000'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a high surrogate at the end', 'ab\udbff'],
    ['a lone low surrogate', '\udc00ab'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
    ['a low surrogate after a pair', '\ud83d\ude00\ude00'],
  ])('refuses %s with the Dutch message', (_, text) => {
    expect(hasUnstorableCharacter(text)).toBe(true);
    const result = storableText().safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(storableTextMessage);
  });

  it.each([
    ['plain text', 'Sjaal met kabels'],
    ['an empty string', ''],
    ['accents and euro', 'Één café, € 5'],
    ['an emoji (a surrogate pair)', 'Mutsje 🧶'],
    ['other control characters (refused elsewhere if at all)', 'regel 1\nregel 2\t\u0001'],
    ['U+FFFD and U+FFFF', '\ufffd\uffff'],
  ])('lets %s through unchanged', (_, text) => {
    expect(hasUnstorableCharacter(text)).toBe(false);
    expect(storableText().parse(text)).toBe(text);
  });

  it('keeps the string methods chained after it, in order', () => {
    const schema = storableText().trim().max(5);
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(schema.safeParse('abcdef').success).toBe(false);
    expect(schema.safeParse(' a\u0000 ').success).toBe(false);
  });

  it('lets a schema with its own control-character message keep it for a NUL', () => {
    // eslint-disable-next-line no-control-regex
    const schema = withStorableText(z.string().regex(/^[^\u0000-\u001f]*$/, { error: 'Geen stuurtekens.' }));
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toBe('Geen stuurtekens.');
    expect(schema.safeParse('a\ud800').error?.issues[0]?.message).toBe(storableTextMessage);
    expect(schema.parse('Mutsje 🧶')).toBe('Mutsje 🧶');
  });

  it('names the given message for a value that is not a string', () => {
    const result = storableText('Geef de map een naam.').safeParse(5);
    expect(result.error?.issues[0]?.message).toBe('Geef de map een naam.');
    expect(storableText().safeParse(undefined).success).toBe(false);
  });
});

describe('the schemas that carry user text use it', () => {
  const nul = 'a\u0000';
  const lone = 'a\ud800';
  it.each([nul, lone])(
    'refuses %j in chart, palette, layer, folder, search, profile and account fields',
    (text) => {
      const state = createChartState({
        craft: 'knitting',
        type: 'colors',
        size: { columnCount: 2, rowCount: 2 },
        rows: '1:AAAAAA==',
      });
      const refused = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
        expect(schema.safeParse(value).success).toBe(false);
      expect(chartStateSchema.safeParse(state).error).toBeUndefined();
      refused(chartStateSchema, { ...state, settings: { ...state.settings, title: text } });
      refused(chartStateSchema, { ...state, settings: { ...state.settings, notes: text } });
      refused(chartStateSchema, {
        ...state,
        layers: { ...state.layers, items: [{ ...state.layers.items[0], title: text }] },
      });
      refused(paletteStyleSchema, createPaletteStyle(1, { description: text }));
      refused(chartActionSchema, { type: 'mode', mode: text });
      refused(chartPropertyChangesSchema, { notes: text });
      refused(chartTitleSchema, text);
      refused(folderTitleSchema, text);
      refused(chartsListQuerySchema, { q: text });
      refused(profileSchema.shape.nickname, text);
      refused(newPasswordSchema, `lang-genoeg-${text}`);
      refused(emailAddressSchema, `${text}@example.nl`);
    },
  );
});
