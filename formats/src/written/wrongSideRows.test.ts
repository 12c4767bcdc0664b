/**
 * Wrong-side rows of symbol charts (issue 27): a lace, cable or brioche chart worked back and forth names on its
 * wrong-side rows the stitch the knitter works there. The patterns below are worked by hand from the charts.
 */
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import {
  createChartState,
  createPaletteStyle,
  defaultStylesOf,
  type ChartType,
  type Craft,
  type PaletteStyle,
} from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { generateWritten } from './generateWritten';
import { writtenChartOf } from './writtenChart';
import { defaultWrittenSettingsOf, writtenSettingsOf } from './writtenSettings';

/** A chart from rows of style ids (the top row first), worked back and forth from the bottom right. */
function flatChart(
  rows: readonly (readonly number[])[],
  options: { craft?: Craft; type?: ChartType; styles?: PaletteStyle[]; inTheRound?: boolean } = {},
) {
  const { craft = 'knitting', type = 'lace' } = options;
  const columnCount = rows[0]!.length;
  const cells = Uint8Array.from(rows.flat());
  const state = createChartState({
    craft,
    type,
    size: { columnCount, rowCount: rows.length },
    rows: encodeRowsPlain(cells, columnCount, rows.length),
    styles: options.styles ?? defaultStylesOf(craft, type),
  });
  state.grid.settings.direction1 = 'bottomToTop';
  state.grid.settings.direction2 = options.inTheRound ? 'rightToLeft' : 'rightToLeftAlternating';
  state.grid.settings.directionRunLength = 1;
  return writtenChartOf(chartSnapshotOf(state), { colourName: () => 'wit' });
}

function textOf(chart: ReturnType<typeof flatChart>, mode?: 'table') {
  const settings = writtenSettingsOf(chart, undefined);
  return generateWritten(chart, { ...settings, ...(mode ? { mode } : {}), usageText: '' }).text;
}

// Lace styles: 1 r, 2 av, 3 omsl, 4 2 r samen, 5 ovh, 6 dubb ovh, 7 cdm, 8 geen steek.
const [k, p, yo, k2tog, ssk] = [1, 2, 3, 4, 5];

describe('wrong-side rows of a lace chart worked back and forth', () => {
  // A small lace panel of 7 stitches, worked by hand:
  // Row 1 (RS, right to left): k1, yo, ssk, k1, k2tog, yo, k1.   Row 2 (WS): purl across.
  // Row 3 (RS): knit across.   Row 4 (WS, left to right on the chart): the chart shows k1, k2tog, yo, k1, yo,
  // ssk, k1 as seen from the front, so the knitter works p1, p2tog, yo, p1, yo, ssp (2 av gedr samen), p1.
  const lace = flatChart([
    [k, k2tog, yo, k, yo, ssk, k],
    [k, k, k, k, k, k, k],
    [k, k, k, k, k, k, k],
    [k, yo, k2tog, k, ssk, yo, k],
  ]);

  it('names purls and wrong-side decreases on the wrong-side rows', () => {
    expect(textOf(lace)).toBe(
      [
        'Afkortingen:',
        'r = recht',
        'omsl = omslag',
        '2 r samen = 2 recht samen',
        'ovh = overhaling',
        'av = averecht',
        '2 av samen = 2 averecht samen',
        '2 av gedr samen = 2 averecht gedraaid samen',
        'GK = goede kant',
        'VK = verkeerde kant',
        '',
        'Naald 1 (GK): 1 r, 1 omsl, 1 ovh, 1 r, 1 2 r samen, 1 omsl, 1 r (7 steken)',
        'Naald 2 (VK): 7 av (7 steken)',
        'Naald 3 (GK): 7 r (7 steken)',
        'Naald 4 (VK): 1 av, 1 2 av samen, 1 omsl, 1 av, 1 omsl, 1 2 av gedr samen, 1 av (7 steken)',
        '',
      ].join('\n'),
    );
  });

  it('writes a 2 × 2 rib as "knit the knits, purl the purls" on both sides', () => {
    // The chart shows k2, p2 from the right edge on both rows; from the back the purl columns are knitted.
    const rib = flatChart([
      [p, p, k, k, p, p, k, k],
      [p, p, k, k, p, p, k, k],
    ]);
    expect(textOf(rib)).toContain('Naalden 1 - 2: 2 r, 2 av, 2 r, 2 av (8 steken)');
  });

  it('merges knit squares into the run of the purl style on a wrong-side row', () => {
    const chart = flatChart([
      [k, p, k, k],
      [k, k, k, k],
    ]);
    // Row 2 left to right: k, p, k, k → av, r, av, av.
    expect(textOf(chart)).toContain('Naald 2 (VK): 1 av, 1 r, 2 av (4 steken)');
  });

  it('uses the reference word when the palette has no style of the stitch worked', () => {
    const styles = [
      createPaletteStyle(1, { symbolId: 'knit' }),
      createPaletteStyle(2, { symbolId: 'knit-tbl' }),
    ];
    const chart = flatChart(
      [
        [1, 2, 1],
        [1, 1, 1],
      ],
      { styles },
    );
    const text = textOf(chart);
    expect(text).toContain('Naald 2 (VK): 1 av, 1 av gedr, 1 av (3 steken)');
    expect(text).toContain('av = averecht');
    expect(text).toContain('av gedr = averecht gedraaid');
  });

  it('writes a style’s own alternative abbreviation on wrong-side rows, explained in the key', () => {
    const styles = [
      createPaletteStyle(1, { symbolId: 'knit' }),
      createPaletteStyle(2, {
        symbolId: 'knit-tbl',
        alternativeAbbreviation: 'avd',
        alternativeDescription: 'averecht door de achterste lus',
      }),
    ];
    const chart = flatChart(
      [
        [1, 2, 1],
        [1, 2, 1],
      ],
      { styles },
    );
    const text = textOf(chart);
    // The right-side row keeps the chart's words; the wrong-side row uses the maker's word for style 2.
    expect(text).toContain('Naald 1 (GK): 1 r, 1 r gedr, 1 r (3 steken)');
    expect(text).toContain('Naald 2 (VK): 1 av, 1 avd, 1 av (3 steken)');
    expect(text).toContain('avd = averecht door de achterste lus');
  });

  it('leaves an empty alternative abbreviation to the stitch reference', () => {
    const styles = [createPaletteStyle(1, { symbolId: 'knit', alternativeAbbreviation: '  ' })];
    expect(
      textOf(
        flatChart(
          [
            [1, 1],
            [1, 1],
          ],
          { styles },
        ),
      ),
    ).toContain('Naald 2 (VK): 2 av (2 steken)');
  });

  it('leaves yarn overs, slip stitches and no-stitch cells as they are', () => {
    const styles = [
      createPaletteStyle(1, { symbolId: 'yarn-over' }),
      createPaletteStyle(2, { symbolId: 'slip' }),
      createPaletteStyle(3, { symbolId: 'no-stitch', showInWritten: false, produces: 0 }),
    ];
    const chart = flatChart(
      [
        [1, 2, 3],
        [1, 1, 1],
      ],
      { styles },
    );
    expect(textOf(chart)).toContain('Naald 2 (VK): 1 omsl, 1 afh (2 steken)');
  });

  it('turns brioche knit and purl', () => {
    // Brioche styles: 1 brr, 2 brav, 3 afh+omsl, 4 r, 5 av.
    const chart = flatChart(
      [
        [1, 2, 3],
        [4, 4, 4],
      ],
      { type: 'brioche' },
    );
    expect(textOf(chart)).toContain('Naald 2 (VK): 1 brav, 1 brr, 1 afh+omsl (3 steken)');
  });

  it('does not turn rows knitted in the round, colour charts or crochet', () => {
    const rounds = flatChart(
      [
        [k, p],
        [k, k],
      ],
      { inTheRound: true },
    );
    expect(textOf(rounds)).toContain('Toer 2: 1 av, 1 r (2 steken)');

    const colours = flatChart(
      [
        [1, 2],
        [1, 1],
      ],
      { type: 'colors' },
    );
    expect(textOf(colours)).toContain('Naald 2 (VK): 1 wit, 1 ');
    expect(textOf(colours)).not.toContain(' av');

    // Crochet: a symbol names the stitch worked from either side (a "vaste" is a vaste on both sides).
    const crochet = flatChart(
      [
        [1, 2],
        [1, 1],
      ],
      {
        craft: 'crochet',
        type: 'other',
        styles: [
          createPaletteStyle(1, { symbolId: 'knit' }),
          createPaletteStyle(2, { symbolId: 'single-crochet' }),
        ],
      },
    );
    expect(textOf(crochet)).toContain('Toer 2 (VK): 1 r, 1 v (2 steken)');
  });

  it('writes the same wrong-side stitches in the table mode', () => {
    const lines = textOf(lace, 'table').split('\n');
    expect(lines).toContain(['Naald', 'Kant', 'Richting', 'Instructie', 'Steken'].join('\t'));
    expect(lines).toContain(['Naald 2', 'VK', 'naar rechts', '7 av', '7'].join('\t'));
    expect(lines).toContain(
      ['Naald 1', 'GK', 'naar links', '1 r, 1 omsl, 1 ovh, 1 r, 1 2 r samen, 1 omsl, 1 r', '7'].join('\t'),
    );
  });

  it('counts wrong-side rows as the chart does', () => {
    expect(defaultWrittenSettingsOf(lace).rowText).toBe('Naald @:');
  });
});
