import { describe, expect, it } from 'vitest';
import { ChartFileError } from '../chart/chartFileError';
import { objectTypeOf, ornamentTypeOf } from './oxsOrnaments';
import { readOxs } from './readOxs';
import { embroiderlySample, ursaSample } from './testing/oxsSamples';
import { writeOxs } from './writeOxs';
import { chartSnapshotOf } from '../chart/chartSnapshot';

/** A 4 × 3 chart with two colours and the given objects in its ornaments section. */
function chartWithObjects(objects: string[]): string {
  return `<chart>
 <properties chartwidth="4" chartheight="3"/>
 <palette>
  <palette_item index="0" number="cloth" color="FFFFFF"/>
  <palette_item index="1" number="DMC 310" color="000000"/>
  <palette_item index="2" number="DMC 666" color="E31D42"/>
 </palette>
 <fullstitches/>
 <backstitches/>
 <ornaments_inc_knots_and_beads>
${objects.map((object) => `  ${object}`).join('\n')}
 </ornaments_inc_knots_and_beads>
</chart>`;
}

const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('OXS object types of knots and beads', () => {
  it('reads knot, bead (2 mm), bead{N}mm with a dot or comma, and leaves other types to the caller', () => {
    expect(ornamentTypeOf('knot')).toEqual({ kind: 'knot' });
    expect(ornamentTypeOf('bead')).toEqual({ kind: 'bead' });
    expect(ornamentTypeOf('bead2mm')).toEqual({ kind: 'bead' });
    expect(ornamentTypeOf('bead1mm')).toEqual({ kind: 'bead', sizeMm: 1 });
    expect(ornamentTypeOf('bead2.5mm')).toEqual({ kind: 'bead', sizeMm: 2.5 });
    expect(ornamentTypeOf('bead2,5mm')).toEqual({ kind: 'bead', sizeMm: 2.5 });
    expect(ornamentTypeOf('bead12mm')).toEqual({ kind: 'bead', sizeMm: 12 });
    expect(ornamentTypeOf('bead0mm')).toBe('badSize');
    expect(ornamentTypeOf('bead99mm')).toBe('badSize');
    for (const other of ['beadmm', 'bead-3mm', 'button6mm', 'sequin6mm', 'quarter', 'fullcross']) {
      expect(ornamentTypeOf(other), other).toBeUndefined();
    }
  });

  it('writes knot, bead for 2 mm or no size, and bead{N}mm for the other sizes', () => {
    const at = { x: 0, y: 0, styleId: 1 };
    expect(objectTypeOf({ ...at, kind: 'knot' })).toBe('knot');
    expect(objectTypeOf({ ...at, kind: 'bead' })).toBe('bead');
    expect(objectTypeOf({ ...at, kind: 'bead', sizeMm: 2 })).toBe('bead');
    expect(objectTypeOf({ ...at, kind: 'bead', sizeMm: 2.5 })).toBe('bead2.5mm');
    expect(objectTypeOf({ ...at, kind: 'bead', sizeMm: 12 })).toBe('bead12mm');
  });
});

describe('OXS knots and beads round trip', () => {
  it('a WinStitch file: read, written and read again gives the same knots and beads (sixteenths kept)', () => {
    const first = readOxs(ursaSample);
    const text = textOf(writeOxs(chartSnapshotOf(first.state)));
    expect(text).toContain('<object x1="1" y1="4.1875" palindex="3" objecttype="knot"/>');
    expect(text).toContain('<object x1="2.5" y1="1.5" palindex="2" objecttype="bead2.5mm"/>');
    const again = readOxs(text);
    expect(again.state.grid.ornaments).toEqual(first.state.grid.ornaments);
    expect(again.skipped).toEqual({});
  });

  it('an Embroiderly file: the knot, the plain bead and the 4 mm bead come back, quarters beside them', () => {
    const first = readOxs(embroiderlySample);
    const again = readOxs(textOf(writeOxs(chartSnapshotOf(first.state))));
    expect(again.state.grid.ornaments).toEqual(first.state.grid.ornaments);
    expect(again.state.grid.quarterStitches).toEqual(first.state.grid.quarterStitches);
    expect(textOf(writeOxs(chartSnapshotOf(first.state)))).toMatch(
      /objecttype="quarter" petit="true"\/>\n<object x1="2" y1="2" palindex="2" objecttype="knot"\/>/,
    );
  });
});

describe('OXS knots and beads the chart cannot hold', () => {
  it('are left out and counted, never refusing the file: outside the chart, no position, unknown colours', () => {
    const chart = readOxs(
      chartWithObjects([
        '<object x1="4" y1="3" palindex="1" objecttype="knot"/>',
        '<object x1="0" y1="0" palindex="2" objecttype="bead"/>',
        '<object x1="-0.5" y1="1" palindex="1" objecttype="knot"/>',
        '<object x1="4.25" y1="1" palindex="1" objecttype="bead"/>',
        '<object x1="1" y1="3.5" palindex="2" objecttype="bead3mm"/>',
        '<object x1="NaN" y1="1" palindex="1" objecttype="knot"/>',
        '<object x1="1e999" y1="1" palindex="1" objecttype="knot"/>',
        '<object y1="1" palindex="1" objecttype="bead"/>',
        '<object x1="1" y1="1" palindex="9" objecttype="knot"/>',
        '<object x1="1" y1="1" palindex="x" objecttype="bead"/>',
        '<object x1="1" y1="1" objecttype="bead"/>',
        '<object x1="1" y1="1" palindex="1" objecttype="bead0mm"/>',
        '<object x1="1" y1="1" palindex="0" objecttype="knot"/>',
        '<object x1="1" y1="1" palindex="1" objecttype="button6mm"/>',
      ]),
    );
    expect(chart.state.grid.ornaments).toEqual([
      { x: 4, y: 3, kind: 'knot', styleId: 1 },
      { x: 0, y: 0, kind: 'bead', styleId: 2 },
    ]);
    expect(chart.skipped).toEqual({
      'knopen buiten de kaart': 1,
      'kralen buiten de kaart': 2,
      'onvolledige versieringen': 3,
      'knopen met een kleur die niet in het palet staat': 1,
      'kralen met een kleur die niet in het palet staat': 2,
      'kralen van een maat die Steekwerk niet kent': 1,
      'overige versieringen': 1,
    });
  });

  it('a quarter stitch with an unknown colour still refuses the file, as every other stitch does', () => {
    expect(() =>
      readOxs(chartWithObjects(['<object x1="1" y1="1" palindex="9" objecttype="quarter"/>'])),
    ).toThrow(
      'Het OXS-bestand klopt niet (regel 11): <object> gebruikt kleur 9, die niet in het palet staat.',
    );
  });

  it('more knots and beads than a chart may hold refuses the file with a Dutch message', () => {
    const knot = '<object x1="1" y1="1" palindex="1" objecttype="knot"/>';
    const text = chartWithObjects([]).replace(
      '</ornaments_inc_knots_and_beads>',
      `${knot.repeat(200_001)}</ornaments_inc_knots_and_beads>`,
    );
    const refusal = (() => {
      try {
        readOxs(text);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ChartFileError);
    expect((refusal as Error).message).toBe('Het bestand heeft meer dan 200.000 knopen en kralen.');
  });
});
