import { defaultGridLines } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { gridLinesHiddenAtZoom, resolveGridTheme, withoutLines } from './gridTheme';

describe('hiding the grid lines when zoomed far out (zoomHideGridLines)', () => {
  it('hides them only with the setting on and cells under 8 pixels', () => {
    expect(gridLinesHiddenAtZoom(true, 4)).toBe(true);
    expect(gridLinesHiddenAtZoom(true, 7.9)).toBe(true);
    expect(gridLinesHiddenAtZoom(true, 8)).toBe(false);
    expect(gridLinesHiddenAtZoom(false, 2)).toBe(false);
  });

  it('keeps the colours and takes every line away', () => {
    const theme = resolveGridTheme(defaultGridLines(), false);
    const hidden = withoutLines(theme);
    expect([hidden.lineWidth, hidden.lineEvery5Width, hidden.lineEvery10Width]).toEqual([0, 0, 0]);
    expect(hidden.emptyCell).toEqual(theme.emptyCell);
    expect(hidden.lineEvery10).toEqual(theme.lineEvery10);
  });
});
