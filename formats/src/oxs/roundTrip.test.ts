import { describe, expect, it } from 'vitest';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { readSteekwerkJson, writeSteekwerkJson } from '../json/steekwerkJson';
import { bigChart, cellsOf, smallChart } from '../chart/testing/sampleChart';
import type { PartStitch } from '@steekwerk/model';
import { readOxs } from './readOxs';
import { writeOxs } from './writeOxs';
import { chartSnapshotOf } from '../chart/chartSnapshot';

const byCell = (stitches: readonly PartStitch[]) =>
  [...stitches].sort(
    (a, b) => a.y - b.y || a.x - b.x || Number(a.left) - Number(b.left) || Number(a.top) - Number(b.top),
  );

function progressOf(columns: number, rows: number, doneCells: number[]) {
  const done = new Uint8Array(columns * rows);
  for (const cell of doneCells) done[cell] = 1;
  return { done: encodeRowsPlain(done, columns, rows), doneCount: doneCells.length };
}

describe('OXS round trip', () => {
  const state = smallChart();
  const progress = progressOf(6, 4, [0, 4, 23]);
  const text = new TextDecoder().decode(writeOxs(chartSnapshotOf(state, progress)));
  const back = readOxs(text);

  it('gives the same cells, palette, lines, part stitches, knots, beads and progress', () => {
    expect(cellsOf(back.state)).toEqual(cellsOf(state));
    expect(back.state.palette.styles).toEqual(state.palette.styles);
    expect(back.state.grid.customLines).toEqual(state.grid.customLines);
    expect(byCell(back.state.grid.halfStitches)).toEqual(byCell(state.grid.halfStitches));
    expect(back.state.grid.quarterStitches).toEqual(state.grid.quarterStitches);
    expect(back.state.grid.ornaments).toEqual(state.grid.ornaments);
    expect(back.progress).toEqual(progress);
    expect(back.skipped).toEqual({});
    expect(back.state.settings.title).toBe('Roosje');
  });

  it('writes what other programs expect: the cloth as item 0, "DMC 310", the mandatory sections', () => {
    expect(text).toContain('<palette_item index="0" number="cloth"');
    expect(text).toContain('number="DMC 310" name="Black"');
    expect(text).toContain('palettecount="3"');
    expect(text).toContain('<stitch x="0" y="0" palindex="1" marked="true"/>');
    expect(text).toContain('<partstitch x="3" y="1" palindex1="1" palindex2="2" direction="2"/>');
    expect(text).toMatch(/<fullstitches>[\s\S]*<backstitches>[\s\S]*<\/chart>\n$/);
  });

  it('a big chart comes back with the same cells', () => {
    const big = bigChart(120, 40);
    expect(cellsOf(readOxs(new TextDecoder().decode(writeOxs(chartSnapshotOf(big)))).state)).toEqual(
      cellsOf(big),
    );
  });
});

describe('Steekwerk JSON round trip', () => {
  it('is lossless: the same chart state and progress', () => {
    const state = smallChart();
    const progress = progressOf(6, 4, [1, 2]);
    const back = readSteekwerkJson(writeSteekwerkJson(chartSnapshotOf(state, progress)));
    expect(back.state).toEqual(state);
    expect(back.progress).toEqual(progress);
  });
});
