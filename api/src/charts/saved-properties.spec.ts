import { describe, expect, it } from 'vitest';
import { mergeSavedProperties, normaliseEmails, type RowProperties } from './saved-properties';

const base: RowProperties = {
  title: 'Sjaal',
  notes: '',
  craft: 'knitting',
  type: 'colors',
  locked: false,
  allowAnonymous: false,
  allowClone: false,
  allowExport: true,
  allowUsers: [],
};

describe('the properties a save writes (three-way merge with the base revision)', () => {
  it('keeps what changed in the row when the editor sends the values it loaded', () => {
    const row = { ...base, title: 'Sjaal voor oma', allowAnonymous: true, allowUsers: ['vriend@example.nl'] };
    expect(mergeSavedProperties(row, base, base)).toEqual(row);
  });

  it('takes what the editor changed', () => {
    const row = { ...base, allowAnonymous: true };
    const sent = { ...base, title: 'Muts', locked: true };
    expect(mergeSavedProperties(row, base, sent)).toEqual({
      ...base,
      title: 'Muts',
      locked: true,
      allowAnonymous: true,
    });
  });

  it('moves the craft and the type together', () => {
    const row = { ...base, craft: 'crochet', type: 'c2c' };
    expect(mergeSavedProperties(row, base, { ...base, type: 'lace' })).toMatchObject({
      craft: 'knitting',
      type: 'lace',
    });
    expect(mergeSavedProperties(row, base, base)).toMatchObject({ craft: 'crochet', type: 'c2c' });
  });

  it('compares shared addresses as sets and takes everything without a base', () => {
    const row = { ...base, allowUsers: ['a@example.nl'] };
    expect(
      mergeSavedProperties(
        row,
        { ...base, allowUsers: ['b@example.nl', 'c@example.nl'] },
        {
          ...base,
          allowUsers: normaliseEmails(['C@example.nl ', 'b@example.nl']),
        },
      ).allowUsers,
    ).toEqual(['a@example.nl']);
    expect(mergeSavedProperties(row, undefined, base)).toEqual(base);
  });
});
