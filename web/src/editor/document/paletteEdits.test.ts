import { createPalette, createPaletteStyle, type Palette } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { addStyle, importStyles, moveStyle, selectStyle, updateStyle } from './paletteEdits';

const palette = (): Palette =>
  createPalette([
    createPaletteStyle(1, { colorBackground: '#bf3f3f' }),
    createPaletteStyle(2, { colorBackground: '#ffffff', symbolId: 'knit' }),
  ]);

describe('palette edits', () => {
  it('reuses a style with the same symbol and colours and selects it', () => {
    const outcome = addStyle(palette(), { colorBackground: '#BF3F3F' }, 60);
    expect(outcome.kind).toBe('matched');
    expect(outcome.kind !== 'full' && outcome.palette.selectedStyleId).toBe(1);
  });

  it('adds a new style with a contrasting foreground and the next free id', () => {
    const outcome = addStyle(palette(), { colorBackground: '#102030' }, 60);
    expect(outcome.kind).toBe('added');
    if (outcome.kind === 'full') return;
    expect(outcome.styleId).toBe(3);
    expect(outcome.palette.styles[2]?.colorForeground).toBe('#ffffff');
    expect(outcome.palette.selectedStyleId).toBe(3);
  });

  it('adds nothing when the palette holds the tier maximum', () => {
    expect(addStyle(palette(), { colorBackground: '#102030' }, 2)).toEqual({ kind: 'full' });
  });

  it('lets an automatic foreground follow the background, but keeps a chosen one', () => {
    const dark = updateStyle(palette(), 2, { colorBackground: '#000000' });
    expect(dark?.styles[1]?.colorForeground).toBe('#ffffff');
    const chosen = updateStyle(palette(), 2, { colorForeground: '#ff0000' });
    const stillChosen = chosen && updateStyle(chosen, 2, { colorBackground: '#000000' });
    expect(stillChosen?.styles[1]?.colorForeground).toBe('#ff0000');
    expect(updateStyle(palette(), 9, { abbreviation: 'x' })).toBeUndefined();
  });

  it('changes the symbol-properties fields, counts whole within 0–100 and only known enclosures', () => {
    const changed = updateStyle(palette(), 2, {
      alternativeAbbreviation: 'k',
      alternativeDescription: 'knit',
      consumes: 2.6,
      produces: 400,
      showInChart: false,
      showInWritten: false,
      showInTotal: false,
      writtenStitchCountSingle: true,
      writtenStitchEnclosed: 'brackets',
      progressTracker: false,
    });
    expect(changed?.styles[1]).toMatchObject({
      alternativeAbbreviation: 'k',
      alternativeDescription: 'knit',
      consumes: 3,
      produces: 100,
      showInChart: false,
      showInWritten: false,
      showInTotal: false,
      writtenStitchCountSingle: true,
      writtenStitchEnclosed: 'brackets',
      progressTracker: false,
    });
    const bad = updateStyle(palette(), 2, {
      consumes: Number.NaN,
      produces: -3,
      writtenStitchEnclosed: 'braces' as 'no',
    });
    expect(bad?.styles[1]).toMatchObject({ consumes: 1, produces: 0, writtenStitchEnclosed: 'no' });
  });

  it('keeps the custom line fields of a style, counts whole within 0–100', () => {
    const added = addStyle(
      palette(),
      {
        colorBackground: '#102030',
        customLineAbbreviation: 'bs',
        customLineDescription: 'Backsteek',
        customLineWorkCountHorizontal: 2.4,
        customLineWorkCountVertical: 300,
      },
      60,
    );
    expect(added.kind !== 'full' && added.palette.styles[2]).toMatchObject({
      customLineAbbreviation: 'bs',
      customLineDescription: 'Backsteek',
      customLineWorkCountHorizontal: 2,
      customLineWorkCountVertical: 100,
    });
    const updated = updateStyle(palette(), 1, {
      customLineDescription: 'Omtrek',
      customLineWorkCountHorizontal: Number.NaN,
      customLineWorkCountVertical: -3,
    });
    expect(updated?.styles[0]).toMatchObject({
      customLineAbbreviation: '',
      customLineDescription: 'Omtrek',
      customLineWorkCountHorizontal: 0,
      customLineWorkCountVertical: 0,
    });
  });

  it('reorders and selects styles', () => {
    expect(moveStyle(palette(), 2, 0)?.styles.map((style) => style.styleId)).toEqual([2, 1]);
    expect(moveStyle(palette(), 2, 1)).toBeUndefined();
    expect(selectStyle(palette(), 2)?.selectedStyleId).toBe(2);
    expect(selectStyle(palette(), 7)).toBeUndefined();
  });

  it('imports another chart’s styles, reusing matches and stopping at the maximum', () => {
    const other = createPalette([
      createPaletteStyle(5, { colorBackground: '#bf3f3f' }),
      createPaletteStyle(6, { colorBackground: '#00ff00', abbreviation: 'gr' }),
      createPaletteStyle(7, { colorBackground: '#0000ff' }),
    ]);
    const outcome = importStyles(palette(), other, 3);
    expect(outcome).toMatchObject({ added: 1, matched: 1, skipped: 1 });
    expect(outcome.palette.styles[2]).toMatchObject({
      styleId: 3,
      colorBackground: '#00ff00',
      abbreviation: 'gr',
    });
  });
});
