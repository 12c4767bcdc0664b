import { gridCrafts } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { fromPicture, fromRule, mirrored } from './exampleChart';
import { landingExamples } from './index';
import { exampleImageSource, exampleSvg } from './paintExample';

const colours = { R: '#d7263d', G: '#3a7d44' };

describe('the landing page’s example charts', () => {
  it('has one small chart per grid craft, in the picker’s order, each cell a palette style', () => {
    const examples = landingExamples();
    expect(examples.map((example) => example.craft)).toEqual([...gridCrafts]);
    for (const example of examples) {
      expect(example.columnCount).toBeGreaterThanOrEqual(20);
      expect(example.columnCount).toBeLessThanOrEqual(40);
      expect(example.cells).toHaveLength(example.columnCount * example.rowCount);
      const styleIds = new Set(example.styles.map((style) => style.styleId));
      for (const styleId of example.cells) if (styleId !== 0) expect(styleIds.has(styleId)).toBe(true);
      expect(example.styles.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('builds charts from drawn rows, mirrored halves and rules', () => {
    expect(mirrored(['.R', 'RG'])).toEqual(['.R.', 'RGR']);
    const chart = fromPicture('quilt', 'Proef', ['.R', 'GR'], colours);
    expect([...chart.cells]).toEqual([0, 1, 2, 1]);
    expect(chart.styles.map((style) => style.colorBackground)).toEqual(['#d7263d', '#3a7d44']);
    const rule = fromRule('quilt', 'Proef', { columnCount: 2, rowCount: 1 }, colours, (column) =>
      column === 0 ? 'G' : '.',
    );
    expect([...rule.cells]).toEqual([2, 0]);
  });

  it('refuses a drawing mistake: rows of different lengths or a letter without a colour', () => {
    expect(() => fromPicture('quilt', 'Scheef', ['RR', 'R'], colours)).toThrow(/row 1 has 1 cells/);
    expect(() => fromPicture('quilt', 'Onbekend', ['RX'], colours)).toThrow(/no colour for "X"/);
  });

  it('paints cells in their colours, runs of a colour as one rectangle, with the editor’s grid lines', () => {
    const chart = fromRule('quilt', 'Strepen', { columnCount: 12, rowCount: 2 }, colours, (column) =>
      column < 6 ? 'R' : column === 11 ? 'G' : '.',
    );
    const svg = exampleSvg(chart);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="96" height="16" viewBox="0 0 12 2"/,
    );
    expect(svg).toContain('<path fill="#d7263d" d="M0 0h6v1h-6zM0 1h6v1h-6z"/>');
    expect(svg).toContain('<path fill="#3a7d44" d="M11 0h1v1h-1zM11 1h1v1h-1z"/>');
    expect(svg).toContain('stroke="#dddddd"');
    expect(svg).toContain('<path d="M5 0V2" stroke="#aaaaaa"');
    expect(svg).toContain('<path d="M10 0V2" stroke="#000000"');
  });

  it('makes an image address an <img> can load, escaping what a data URL needs', () => {
    const chart = fromPicture('quilt', 'Proef', ['RG'], colours);
    const source = exampleImageSource(chart);
    expect(source.startsWith('data:image/svg+xml,%3Csvg ')).toBe(true);
    expect(source).not.toMatch(/[#<>"]/);
    expect(decodeURIComponent(source.slice('data:image/svg+xml,'.length))).toBe(
      exampleSvg(chart).replaceAll('"', "'"),
    );
    expect(exampleImageSource(chart)).toBe(source);
  });
});
