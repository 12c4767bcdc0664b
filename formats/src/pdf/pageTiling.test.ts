import { defaultGridSettings } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { defaultPdfOptions } from './pdfOptions';
import { layoutChartOf, layoutChartPages, pageStarts } from './pageTiling';

describe('pageStarts', () => {
  it('repeats the overlap of the page before on every next page', () => {
    expect(pageStarts(100, 50, 3)).toEqual([0, 47, 94]);
    expect(pageStarts(120, 52, 3)).toEqual([0, 49, 98]);
  });

  it('gives one page when the chart fits', () => {
    expect(pageStarts(50, 50, 3)).toEqual([0]);
    expect(pageStarts(1, 50, 3)).toEqual([0]);
  });

  it('without overlap the pages follow each other', () => {
    expect(pageStarts(100, 40, 0)).toEqual([0, 40, 80]);
  });

  it('keeps moving on when the overlap is as large as a page', () => {
    expect(pageStarts(5, 2, 9)).toEqual([0, 1, 2, 3]);
  });
});

describe('layoutChartPages', () => {
  it('tiles a 120 × 90 chart on A4 portrait with 1 inch margins and 8 pt cells', () => {
    const layout = layoutChartPages({ columnCount: 120, rowCount: 90 }, defaultPdfOptions);
    expect(layout).toMatchObject({ columnsPerPage: 52, rowsPerPage: 79, pagesAcross: 3, pagesDown: 2 });
    expect(layout.tiles).toHaveLength(6);
    expect(layout.tiles[0]).toEqual({ column0: 0, column1: 52, row0: 0, row1: 79, across: 0, down: 0 });
    expect(layout.tiles[2]).toEqual({ column0: 98, column1: 120, row0: 0, row1: 79, across: 2, down: 0 });
    expect(layout.tiles[3]).toEqual({ column0: 0, column1: 52, row0: 76, row1: 90, across: 0, down: 1 });
  });

  it('turns the paper for landscape and fits more columns', () => {
    const layout = layoutChartPages(
      { columnCount: 120, rowCount: 90 },
      { ...defaultPdfOptions, orientation: 'landscape' },
    );
    expect(layout.pageWidth).toBeCloseTo(841.89);
    expect(layout.columnsPerPage).toBe(83);
    expect(layout.rowsPerPage).toBe(48);
  });

  it('counts pages of a 1000² chart on A4', () => {
    const layout = layoutChartPages({ columnCount: 1000, rowCount: 1000 }, defaultPdfOptions);
    expect(layout.pagesAcross).toBe(Math.ceil((1000 - 3) / 49));
    expect(layout.tiles).toHaveLength(layout.pagesAcross * layout.pagesDown);
    expect(layout.tiles.at(-1)).toMatchObject({ column1: 1000, row1: 1000 });
  });

  it('takes the main-colour column’s room (a cell and two gaps per side) from the grid’s width', () => {
    const wide = { columnCount: 300, rowCount: 90 };
    const settings = (mainColorColumn: 'unused' | 'left' | 'right' | 'both') => ({
      ...defaultGridSettings(wide),
      mainColorColumn,
    });
    // A4 portrait: 595.28 − 2 × 72 margin − 2 × 16 numbers = 419.28 pt, 52 cells of 8 pt.
    expect(layoutChartOf(settings('unused'), defaultPdfOptions).columnsPerPage).toBe(52);
    expect(layoutChartOf(settings('unused'), defaultPdfOptions).mainColumn).toBeUndefined();
    expect(layoutChartOf(settings('left'), defaultPdfOptions).columnsPerPage).toBe(50);
    const both = layoutChartOf(settings('both'), defaultPdfOptions);
    expect(both.columnsPerPage).toBe(49);
    expect(both.mainColumn).toEqual({ sides: ['left', 'right'], widthPt: 8, gapPt: 2 });
    // The right square still ends inside the right margin.
    const right = 72 + 12 + 16 + 49 * 8 + 16 + 2 + 8;
    expect(right).toBeLessThanOrEqual(both.pageWidth - 72);
  });
});
