import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import {
  addStyleAction,
  deleteStyleAction,
  importPaletteAction,
  linkProductAction,
  moveStyleAction,
  replaceStyleAction,
  updateStyleAction,
} from './paletteActions';
import { TestEditor } from './testing/TestEditor';

describe('palette actions', () => {
  it('adds styles up to the free maximum of 60, and 255 for premium', () => {
    const free = TestEditor.create({ styles: [] });
    for (let index = 0; index < 60; index += 1) {
      expect(
        addStyleAction(free.editor, { colorBackground: `#0000${index.toString(16).padStart(2, '0')}` }).kind,
      ).toBe('added');
    }
    expect(addStyleAction(free.editor, { colorBackground: '#ff0000' }).kind).toBe('full');
    const premium = TestEditor.create({ styles: [], premium: true });
    for (let index = 0; index < 61; index += 1)
      addStyleAction(premium.editor, { colorBackground: `#00${index.toString(16).padStart(2, '0')}00` });
    expect(premium.document.palette.styles).toHaveLength(61);
  });

  it('reuses a matching style and undoes an added one', () => {
    const editor = TestEditor.create();
    expect(addStyleAction(editor.editor, { colorBackground: '#3f6fbf' })).toMatchObject({
      kind: 'matched',
      styleId: 2,
    });
    expect(editor.document.palette.selectedStyleId).toBe(2);
    expect(addStyleAction(editor.editor, { colorBackground: '#00ff00', symbolId: 'purl' })).toMatchObject({
      kind: 'added',
      styleId: 5,
    });
    editor.undo();
    expect(editor.document.palette.styles).toHaveLength(4);
  });

  it('recolours a style everywhere, replaces it, reorders and deletes', () => {
    const editor = TestEditor.create({ columns: 3, rows: 1 });
    editor.click(0, 0).click(2, 0);
    expect(updateStyleAction(editor.editor, 1, { colorBackground: '#000000' })).toBe(true);
    expect(editor.document.palette.styles[0]?.colorForeground).toBe('#ffffff');
    expect(replaceStyleAction(editor.editor, 1, 3)).toBe(true);
    expect(editor.row(0)).toBe('3.3');
    expect(moveStyleAction(editor.editor, 4, 0)).toBe(true);
    expect(editor.document.palette.styles[0]?.styleId).toBe(4);
    expect(deleteStyleAction(editor.editor, 3)).toBe(true);
    expect(editor.row(0)).toBe('...');
    editor.undo().undo().undo();
    expect(editor.row(0)).toBe('1.1');
  });

  it('imports the palette of another chart state, and refuses anything else', () => {
    const editor = TestEditor.create();
    const other = createChartState({
      craft: 'crochet',
      type: 'colors',
      size: { columnCount: 5, rowCount: 5 },
      rows: '',
      styles: [
        createPaletteStyle(9, { colorBackground: '#bf3f3f' }),
        createPaletteStyle(10, { colorBackground: '#abcdef' }),
      ],
    });
    expect(importPaletteAction(editor.editor, other)).toMatchObject({ added: 1, matched: 1, skipped: 0 });
    expect(editor.document.palette.styles.map((style) => style.colorBackground)).toContain('#abcdef');
    expect(importPaletteAction(editor.editor, { palette: { styles: 'nee' } })).toBeUndefined();
    expect(importPaletteAction(editor.editor, 42)).toBeUndefined();
  });
});

describe('linking a style to a catalogue product', () => {
  const dmc310 = { productId: 'dmc-310', title: 'DMC 310 Black', color: '#000000' };

  it('sets the product and its title, takes its colour when asked, and undoes in one step', () => {
    const editor = TestEditor.create();
    const before = editor.document.palette.styles[0]!;
    expect(linkProductAction(editor.editor, before.styleId, dmc310, { takeColour: true })).toBe(true);
    const linked = editor.document.palette.styles[0]!;
    expect(linked).toMatchObject({
      productId: 'dmc-310',
      description: 'DMC 310 Black',
      colorBackground: '#000000',
    });
    editor.undo();
    expect(editor.document.palette.styles[0]).toEqual(before);
  });

  it('keeps the style’s colour unless asked, and unlinks (clearing only the product’s own title)', () => {
    const editor = TestEditor.create();
    const styleId = editor.document.palette.styles[0]!.styleId;
    const colour = editor.document.palette.styles[0]!.colorBackground;
    linkProductAction(editor.editor, styleId, dmc310);
    expect(editor.document.palette.styles[0]).toMatchObject({
      productId: 'dmc-310',
      colorBackground: colour,
    });
    linkProductAction(editor.editor, styleId, null, { linkedTitle: 'DMC 310 Black' });
    expect(editor.document.palette.styles[0]).toMatchObject({ productId: '', description: '' });
    updateStyleAction(editor.editor, styleId, { description: 'Mijn zwart' });
    linkProductAction(editor.editor, styleId, dmc310);
    updateStyleAction(editor.editor, styleId, { description: 'Mijn zwart' });
    linkProductAction(editor.editor, styleId, null, { linkedTitle: 'DMC 310 Black' });
    expect(editor.document.palette.styles[0]).toMatchObject({ productId: '', description: 'Mijn zwart' });
  });

  it('remembers the kind of product and the symbol category chosen last, undone with the step', () => {
    const editor = TestEditor.create();
    const styleId = editor.document.palette.styles[0]!.styleId;
    expect(editor.document.palette.productCategoryId).toBe('');
    linkProductAction(editor.editor, styleId, dmc310, { productCategoryId: 'floss' });
    expect(editor.document.palette.productCategoryId).toBe('floss');
    updateStyleAction(editor.editor, styleId, { symbolId: 'chain' }, { symbolCategoryId: 'crochet' });
    expect(editor.document.palette.symbolCategoryId).toBe('crochet');
    // A change without a category keeps the one remembered.
    updateStyleAction(editor.editor, styleId, { abbreviation: 'l' });
    expect(editor.document.palette.symbolCategoryId).toBe('crochet');
    editor.undo().undo();
    expect(editor.document.palette.symbolCategoryId).toBe('');
    expect(editor.document.palette.productCategoryId).toBe('floss');
    editor.undo();
    expect(editor.document.palette.productCategoryId).toBe('');
  });

  it('refuses a style that is not in the palette', () => {
    const editor = TestEditor.create();
    expect(linkProductAction(editor.editor, 99, dmc310)).toBe(false);
  });
});
