import { describe, expect, it } from 'vitest';
import { decodeRowsPlain } from '@steekwerk/engine/plain';
import { cellsOf } from '../chart/testing/sampleChart';
import { ChartFileError } from '../chart/chartFileError';
import { knownProductsOf } from './oxsPalette';
import { readOxs } from './readOxs';
import { commaSample, embroiderlySample, ursaSample } from './testing/oxsSamples';

function errorOf(text: string): string {
  try {
    readOxs(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ChartFileError);
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('readOxs: a WinStitch/MacStitch file', () => {
  const chart = readOxs(ursaSample);
  const { state } = chart;

  it('takes the size, title and craft', () => {
    expect(state.grid.settings.size).toEqual({ columnCount: 5, rowCount: 6 });
    expect(state.settings.title).toBe('Biggetjes');
    expect(state.settings.craft).toBe('crossStitch');
  });

  it('reads the palette without the cloth, padded numbers and blends linked to DMC products', () => {
    expect(
      state.palette.styles.map((style) => [style.styleId, style.colorBackground, style.productId]),
    ).toEqual([
      [1, '#23725c', 'dmc-943'],
      [2, '#ffacae', 'dmc-3708'],
      [3, '#4c526e', 'dmc-158'],
    ]);
    expect(state.palette.styles[0]).toMatchObject({
      abbreviation: '943',
      description: 'DMC 943 Turquoise VY DK',
    });
    expect(state.palette.styles[2]!.description).toBe('DMC 158 [+] DMC 208');
  });

  it('puts full stitches in their cells (0-based from the top left) and leaves cloth stitches empty', () => {
    const cells = cellsOf(state);
    expect(cells[0]).toBe(1);
    expect(cells[1]).toBe(3);
    expect(cells[5 * 5 + 4]).toBe(2);
    expect(cells[2 * 5 + 2]).toBe(0);
    expect([...cells].filter(Boolean)).toHaveLength(3);
  });

  it('returns marked stitches as progress beside the chart', () => {
    expect(chart.progress?.doneCount).toBe(2);
    const done = decodeRowsPlain(chart.progress!.done, 5, 6);
    expect(done[1]).toBe(1);
    expect(done[29]).toBe(1);
    expect(done[0]).toBe(0);
  });

  it('keeps backstitches as custom lines, fractional ends in fifths included', () => {
    expect(state.grid.customLines).toEqual([
      { x1: 3, y1: 4, x2: 4, y2: 4, styleId: 3 },
      { x1: 0.2, y1: 1.4, x2: 1.6, y2: 2.8, styleId: 1 },
    ]);
  });

  it('reads a two-colour partstitch (direction 1) as two half stitches along the backward diagonal', () => {
    expect(state.grid.halfStitches).toEqual([
      { x: 2, y: 3, left: true, top: false, styleId: 1 },
      { x: 2, y: 3, left: false, top: true, styleId: 2 },
    ]);
  });

  it('keeps the knot and the 2.5 mm bead where the file puts them, in their palette colour, and skips nothing', () => {
    expect(state.grid.ornaments).toEqual([
      { x: 1, y: 4.1875, kind: 'knot', styleId: 3 },
      { x: 2.5, y: 1.5, kind: 'bead', sizeMm: 2.5, styleId: 2 },
    ]);
    expect(chart.skipped).toEqual({});
  });
});

describe('readOxs: other writers', () => {
  it('Embroiderly: items without index, tent half stitches, petites, a curved stitch as segments', () => {
    const { state } = readOxs(embroiderlySample);
    expect(state.palette.styles.map((style) => style.description)).toEqual([
      'Anchor 403 Black',
      'DMC B5200 Snow White',
    ]);
    expect(state.palette.styles.map((style) => style.productId)).toEqual(['', 'dmc-b5200']);
    expect(state.grid.halfStitches).toEqual([
      { x: 1, y: 1, left: true, top: true, styleId: 1 },
      { x: 2, y: 0, left: true, top: false, styleId: 2 },
    ]);
    expect(state.grid.quarterStitches).toEqual([{ x: 3, y: 2, left: false, top: true, styleId: 1 }]);
    expect(state.grid.ornaments).toEqual([
      { x: 2, y: 2, kind: 'knot', styleId: 2 },
      { x: 0.5, y: 0.5, kind: 'bead', styleId: 1 },
      { x: 4, y: 3, kind: 'bead', sizeMm: 4, styleId: 1 },
    ]);
    expect(state.grid.customLines).toEqual([
      { x1: 0, y1: 0, x2: 1, y2: 1, styleId: 2 },
      { x1: 1, y1: 1, x2: 2, y2: 1, styleId: 2 },
    ]);
  });

  it('a comma as decimal separator, partstitch 3 and 4, entities in the title', () => {
    const { state } = readOxs(commaSample);
    expect(state.settings.title).toBe('Komma & punt');
    expect(state.grid.customLines).toEqual([{ x1: 0.5, y1: 0.5, x2: 2.5, y2: 2.5, styleId: 1 }]);
    expect(state.grid.halfStitches).toEqual([
      { x: 0, y: 0, left: true, top: true, styleId: 1 },
      { x: 2, y: 2, left: true, top: false, styleId: 1 },
    ]);
  });

  it('links a number to a product only when the brand table has it', () => {
    const known = knownProductsOf([{ brand: 'dmc', code: '310', name: 'Black', rgb: [0, 0, 0] }]);
    const { state } = readOxs(ursaSample, { knownProducts: known });
    expect(state.palette.styles.map((style) => style.productId)).toEqual(['', '', '']);
    expect(readOxs(commaSample, { knownProducts: known }).state.palette.styles[0]!.productId).toBe('dmc-310');
  });

  it('takes the title from the options when the file has none', () => {
    const text = commaSample.replace(' charttitle="Komma &amp; punt"', '');
    expect(readOxs(text, { title: 'bestand' }).state.settings.title).toBe('bestand');
  });
});

describe('readOxs: bad files get a Dutch message naming the problem', () => {
  it('a truncated file', () => {
    expect(errorOf(ursaSample.slice(0, ursaSample.indexOf('</fullstitches>')))).toMatch(
      /houdt op voordat <\/fullstitches> komt/,
    );
  });

  it('another root element', () => {
    expect(errorOf('<?xml version="1.0"?><svg></svg>')).toBe(
      'Dit is geen OXS-bestand: het begint met <svg> in plaats van <chart>.',
    );
  });

  it('a stitch with a palette index the palette lacks, with its line', () => {
    expect(
      errorOf(
        commaSample.replace('<stitch x="1" y="1" palindex="1"/>', '<stitch x="1" y="1" palindex="9"/>'),
      ),
    ).toBe('Het OXS-bestand klopt niet (regel 9): <stitch> gebruikt kleur 9, die niet in het palet staat.');
  });

  it('a chart larger than the largest Steekwerk opens', () => {
    expect(errorOf(commaSample.replace('chartwidth="3"', 'chartwidth="50000"'))).toBe(
      'De kaart is te groot: 50000 × 3 steken. Steekwerk opent kaarten tot 2000 × 2000.',
    );
  });

  it('a DOCTYPE (entity expansion) is refused', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE chart [<!ENTITY a "aaaaaaaaaa">]><chart>&a;</chart>`;
    expect(errorOf(bomb)).toMatch(/DOCTYPE/);
  });

  it('an unknown entity, crossed elements, no properties', () => {
    expect(errorOf('<chart><properties charttitle="&b;"/></chart>')).toMatch(/onbekende entiteit/);
    expect(errorOf('<chart><palette></chart></palette>')).toMatch(/<\/chart> sluit <palette> niet/);
    expect(errorOf('<chart><fullstitches/></chart>')).toBe(
      'Het OXS-bestand heeft geen <properties> met de afmetingen van de kaart.',
    );
  });

  it('more than 255 colours', () => {
    const items = Array.from(
      { length: 256 },
      (_unused, index) => `<palette_item index="${index + 1}" color="000000"/>`,
    );
    expect(
      errorOf(
        `<chart><properties chartwidth="2" chartheight="2"/><palette>${items.join('')}</palette></chart>`,
      ),
    ).toMatch(/meer dan 255 kleuren/);
  });
});
