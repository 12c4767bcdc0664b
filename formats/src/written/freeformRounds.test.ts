/** Written rounds of freeform crochet charts against hand-written doily patterns (issue 29). */
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { createChartState, type ChartState, type FreeformSymbol, type RoundGuide } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { defaultPdfOptions } from '../pdf/pdfOptions';
import { writtenPatternForPdf } from '../pdf/writtenPages';
import { chartWriterOf } from '../writers/chartWriters';
import { generateWritten } from './generateWritten';
import { doilyStyles, evenly, fan, guideOf, loose, upright } from './testing/doily';
import { writtenChartOf } from './writtenChart';

function freeformState(
  symbols: FreeformSymbol[],
  roundGuides: RoundGuide[],
  layers: ChartState['layers']['items'] = [{ layerId: 1, title: 'Laag 1', visible: true }],
): ChartState {
  const state = createChartState({
    craft: 'crochetFreeform',
    type: 'colors',
    size: { columnCount: 1, rowCount: 1 },
    rows: encodeRowsPlain(new Uint8Array(1), 1, 1),
    styles: doilyStyles,
    title: 'Kleedje',
  });
  return {
    ...state,
    layers: { items: layers, selectedLayerId: 1 },
    freeform: { ...state.freeform, symbols, roundGuides },
  };
}

/** The written text of a freeform chart, as every caller makes it (snapshot → generator input → generator). */
function written(state: ChartState, colourName?: (hex: string) => string): string {
  return generateWritten(writtenChartOf(chartSnapshotOf(state), colourName ? { colourName } : {})).text;
}

const lines = (text: string) => text.split('\n');

describe('written rounds of a freeform chart', () => {
  it('writes a doily of increasing rounds of stokjes', () => {
    // Toer 1: 12 stokjes in a magic ring; toer 2: 2 in each (24); toer 3: *2 in the next, 1 in the next* (36).
    const guide = guideOf({ wedges: 12 });
    const symbols = [
      loose('magic-ring', 250, 250, 1),
      ...evenly(guide, 1, 12, 'double-crochet'),
      ...evenly(guide, 2, 24, 'double-crochet'),
      ...evenly(guide, 3, 36, 'double-crochet'),
    ];
    expect(lines(written(freeformState(symbols, [guide])))).toEqual([
      'Kleedje',
      '',
      'Toer 1: 12 stokjes in een magische ring (12 steken)',
      'Toer 2: 2 stokjes in elke steek (24 steken)',
      'Toer 3: *2 stokjes in de volgende steek, 1 stokje in de volgende steek* herhaal 12 keer (36 steken)',
      '',
      'Totaal: 72 stokjes',
      '',
    ]);
  });

  it('writes a 6-wedge mandala with fans, chains, a boog and picots', () => {
    const guide = guideOf({ wedges: 6 });
    const wedge = (index: number) => index * 60;
    const symbols: FreeformSymbol[] = [...evenly(guide, 1, 6, 'single-crochet')];
    for (let index = 0; index < 6; index += 1) {
      // Toer 2: 2 stokjes fanned into each vaste, 1 losse after them.
      const stokjes = fan(guide, 2, wedge(index) + 30, ['double-crochet', 'double-crochet']);
      symbols.push(...stokjes, upright(guide, 2, wedge(index) + 50, 'chain'));
      // Toer 3: 1 vaste on each stokje, 3 lossen over the losse below.
      for (const stokje of stokjes) symbols.push(upright(guide, 3, angleOf(guide, stokje), 'single-crochet'));
      for (const angle of [42, 50, 58]) symbols.push(upright(guide, 3, wedge(index) + angle, 'chain'));
      // Toer 4: (2 stokjes, 1 picot, 2 stokjes) into the boog of 3 lossen.
      symbols.push(
        ...fan(guide, 4, wedge(index) + 50, [
          'double-crochet',
          'double-crochet',
          'picot',
          'double-crochet',
          'double-crochet',
        ]),
      );
    }
    expect(lines(written(freeformState(symbols, [guide]))).slice(2, 6)).toEqual([
      'Toer 1: 6 vasten in een magische ring (6 steken)',
      'Toer 2: *2 stokjes in de volgende steek, 1 losse* herhaal 6 keer (18 steken)',
      'Toer 3: *1 vaste in elk van de volgende 2 steken, 3 lossen* herhaal 6 keer (30 steken)',
      'Toer 4: *(2 stokjes, 1 picot, 2 stokjes) in de volgende boog, 2 steken overslaan* herhaal 6 keer (30 steken)',
    ]);
  });

  it('writes a turned 8-wedge doily on a chain ring, with increase and decrease symbols and free stitches', () => {
    const guide = guideOf({ wedges: 8, startAngle: 45, radius: 30 });
    const ring = Array.from({ length: 8 }, (_, index) => {
      const stitch = upright({ ...guide, radius: 10 }, 1, index * 45 + 10, 'chain');
      return stitch;
    });
    const decreases: FreeformSymbol[] = [];
    for (let index = 0; index < 8; index += 1) {
      decreases.push(
        upright(guide, 4, index * 45 + 7.5, 'single-crochet'),
        upright(guide, 4, index * 45 + 30, 'sc2tog'),
      );
    }
    const symbols = [
      ...ring,
      ...evenly(guide, 1, 8, 'single-crochet'),
      ...evenly(guide, 2, 8, 'sc-increase'),
      ...evenly(guide, 3, 24, 'half-double-crochet'),
      ...decreases,
      loose('double-crochet', 480, 20, 1),
      ...[1, 2, 3, 4, 5].map((index) => loose('single-crochet', 20 * index, 450, 2)),
      ...[1, 2, 3].map((index) => loose('chain', 20 * index, 480, 2)),
    ];
    const layers = [
      { layerId: 1, title: 'Laag 1', visible: true },
      { layerId: 2, title: 'Laag 2', visible: true },
    ];
    expect(lines(written(freeformState(symbols, [guide], layers)))).toEqual([
      'Kleedje',
      '',
      'Begin: 8 lossen, sluit met een halve vaste tot een ring.',
      'Toer 1: 8 vasten in de ring (8 steken)',
      'Toer 2: 2 vasten in elke steek (16 steken)',
      'Toer 3: *2 halfstokjes in de volgende steek, 1 halfstokje in de volgende steek* herhaal 8 keer (24 steken)',
      'Toer 4: *1 vaste in de volgende steek, 2 vasten samen* herhaal 8 keer (16 steken)',
      '',
      'Laag 1: 1 stokje',
      'Laag 2: 5 vasten, 3 lossen',
      '',
      'Totaal: 11 lossen, 37 vasten, 24 halfstokjes, 8× 2 vasten samen, 1 stokje',
      '',
    ]);
    // A hidden layer is left out, as in the grid text.
    const hidden = written(freeformState(symbols, [guide], [layers[0]!, { ...layers[1]!, visible: false }]));
    expect(hidden).not.toContain('Laag 2');
  });

  it('writes a round that does not repeat as it goes, and names a layer by its own title', () => {
    const guide = guideOf();
    const symbols = [
      upright(guide, 1, 20, 'double-crochet'),
      upright(guide, 1, 60, 'double-crochet'),
      upright(guide, 1, 100, 'chain'),
      upright(guide, 1, 140, 'popcorn'),
      upright(guide, 1, 200, 'treble-crochet'),
      upright(guide, 1, 260, 'treble-crochet'),
      loose('heart', 10, 10, 2),
      loose('picot', 40, 10, 2),
      loose('picot', 60, 10, 2),
    ];
    const layers = [
      { layerId: 1, title: 'Laag 1', visible: true },
      { layerId: 2, title: 'Rand', visible: true },
    ];
    // A symbol that is no stitch (a heart) is named by its style's word, here its colour.
    const text = written(freeformState(symbols, [guide], layers), () => 'rood');
    expect(text).toContain(
      'Toer 1: 2 stokjes, 1 losse, 1 popcorn, 2 dubbele stokjes in een magische ring (6 steken)\n',
    );
    expect(text).toContain('Laag 2 (Rand): 1 rood, 2 picots\n');
  });

  it('writes stitches with no round below by their feet, and lists every stitch per layer without guides', () => {
    const guide = guideOf();
    // Only round 3: a fan of 3 stokjes into one stitch, then one stokje on its own.
    const symbols = [
      ...fan(guide, 3, 40, ['double-crochet', 'double-crochet', 'double-crochet']),
      upright(guide, 3, 90, 'double-crochet'),
    ];
    expect(written(freeformState(symbols, [guide]))).toContain(
      'Toer 3: 3 stokjes in de volgende steek, 1 stokje in de volgende steek (4 steken)',
    );
    expect(written(freeformState(symbols, []))).toBe('Kleedje\n\nLaag 1: 4 stokjes\n\nTotaal: 4 stokjes\n');
  });

  it('writes a V-stitch as the stitches it is, and gives the .txt file and the PDF the same rounds', async () => {
    const guide = guideOf();
    const symbols = [...evenly(guide, 1, 6, 'single-crochet'), ...evenly(guide, 2, 6, 'v-stitch')];
    const state = freeformState(symbols, [guide]);
    const round2 = 'Toer 2: (1 stokje, 1 losse, 1 stokje) in elke steek (18 steken)';
    expect(written(state)).toContain(`${round2}\n`);
    const file = await chartWriterOf('written_text')!.write(chartSnapshotOf(state), {
      pdf: defaultPdfOptions,
      view: { size: 200 },
    });
    expect(new TextDecoder().decode(file.bytes)).toContain(round2);
    expect(writtenPatternForPdf(chartSnapshotOf(state)).text).toContain(round2);
  });

  it('copes with bad input: no symbols, 0 wedges, symbols outside every round, a guide on a hidden layer', () => {
    const guide = guideOf();
    expect(written(freeformState([], [guide]))).toBe('Kleedje\n');
    expect(written(freeformState([], []))).toBe('Kleedje\n');
    const round = evenly(guide, 1, 6, 'single-crochet');
    expect(written(freeformState(round, [{ ...guide, wedges: 0 }]))).toContain(
      'Toer 1: 6 vasten in een magische ring',
    );
    const outside = [loose('single-crochet', 490, 490, 1), loose('chain', 5, 5, 1)];
    expect(written(freeformState(outside, [guide]))).toBe(
      'Kleedje\n\nLaag 1: 1 vaste, 1 losse\n\nTotaal: 1 vaste, 1 losse\n',
    );
    const hiddenLayers = [{ layerId: 1, title: 'Laag 1', visible: false }];
    expect(written(freeformState(round, [guide], hiddenLayers))).toBe('Kleedje\n');
    // A guide pointing at a layer the chart lacks, or with unusable numbers, writes no rounds.
    expect(written(freeformState(round, [{ ...guide, layerId: 9 }]))).not.toContain('Toer');
    expect(written(freeformState(round, [{ ...guide, spacing: 0 }]))).not.toContain('Toer');
  });
});

/** The work angle of a symbol's centre on the guide. */
function angleOf(guide: RoundGuide, symbol: FreeformSymbol): number {
  const dx = symbol.x - guide.centerX;
  const dy = symbol.y - guide.centerY;
  const screen = (Math.atan2(dx, -dy) * 180) / Math.PI;
  return (((guide.startAngle - screen) % 360) + 360) % 360;
}
