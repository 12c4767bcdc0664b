/** Symbol charts are about stitches: a lace chart's text and key name "omslag", never a colour or a hex code. */
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { createChartState, createPaletteStyle, defaultStylesOf } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { buildKey } from '../pdf/keyCounts';
import { keyLines } from '../pdf/keyLines';
import { defaultPdfOptions } from '../pdf/pdfOptions';
import { generateWritten } from './generateWritten';
import { writtenChartOf } from './writtenChart';

const white = (hex: string) => (hex === '#ffffff' ? 'wit' : hex === '#bbbbbb' ? 'grijs' : 'kleur');

function laceState(styles = defaultStylesOf('knitting', 'lace')) {
  // Styles: 1 r, 2 av, 3 omsl, 4 2 r samen, 5 ovh, 6 dubb ovh, 7 cdm, 8 geen steek. Top row first.
  const cells = Uint8Array.from([8, 1, 3, 4, 1, 8, 1, 1, 1, 1, 1, 1]);
  return createChartState({
    craft: 'knitting',
    type: 'lace',
    size: { columnCount: 6, rowCount: 2 },
    rows: encodeRowsPlain(cells, 6, 2),
    styles,
  });
}

describe('stitch names of symbol charts', () => {
  it('writes the lace chart in stitches, skipping "geen steek" in the text and the count', () => {
    const snapshot = chartSnapshotOf(laceState());
    const text = generateWritten(writtenChartOf(snapshot, { colourName: white })).text;
    expect(text).toContain('Toer 1: 6 r (6 steken)');
    // Worked as the tracker steps through it (docs/decisions/written-instructions.md): in the round, right to left.
    expect(text).toContain('Toer 2: 1 r, 1 2 r samen, 1 omsl, 1 r (4 steken)');
    expect(text).toContain('omsl = omslag');
    expect(text).not.toMatch(/wit|grijs|#[0-9a-f]{6}/);
  });

  it('names a stitch by its symbol when the style has no name of its own (charts made before)', () => {
    const bare = [
      createPaletteStyle(1, { symbolId: 'knit' }),
      createPaletteStyle(3, { symbolId: 'yarn-over' }),
      createPaletteStyle(4, { symbolId: 'k2tog' }),
      createPaletteStyle(8, { symbolId: 'no-stitch', colorBackground: '#bbbbbb' }),
    ];
    const text = generateWritten(
      writtenChartOf(chartSnapshotOf(laceState(bare)), { colourName: white }),
    ).text;
    expect(text).toContain('Toer 2: 1 r, 1 2 r samen, 1 omsl, 1 r (4 steken)');
    expect(text).toContain('omsl = omslag');
    expect(text).toContain('Totaal: 8 r, 1 omsl, 1 2 r samen\n');
    expect(text).not.toMatch(/wit|#ffffff/);
  });

  it('keeps colour names for colour charts', () => {
    const state = laceState([
      createPaletteStyle(1),
      createPaletteStyle(3),
      createPaletteStyle(4),
      createPaletteStyle(8),
    ]);
    state.settings.type = 'colors';
    const text = generateWritten(writtenChartOf(chartSnapshotOf(state), { colourName: white })).text;
    expect(text).toContain('wit');
  });

  it('gives the PDF key the stitch abbreviation and name, never a hex code', () => {
    const bare = [
      createPaletteStyle(1, { symbolId: 'knit' }),
      createPaletteStyle(3, { symbolId: 'yarn-over' }),
    ];
    const state = laceState(bare);
    const snapshot = chartSnapshotOf(state);
    const lines = keyLines(state, buildKey(state, snapshot.cells), defaultPdfOptions).filter(
      (line) => line.first,
    );
    expect(lines.map((line) => [line.number, line.name])).toEqual([
      ['r', 'recht'],
      ['omsl', 'omslag'],
    ]);
  });
});
