/**
 * Writes a chart as OXS, the way the format's comments ask: lower-case names, `.` decimals, the cloth as palette
 * item 0 and `palettecount` without it, and the properties, fullstitches and backstitches sections always present.
 * Full stitches go out one element per stitched cell (`marked="true"` where the progress says done), custom lines as
 * one `backstitch` per segment in drawing order, half stitches as `partstitch` directions 1 and 2, quarter stitches
 * as `quarter` ornaments, French knots and beads as `knot`, `bead` and `bead{N}mm` ornaments.
 */
import type { ChartSnapshot } from '../chart/chartSnapshot';
import { asciiBytes, ByteSink } from './byteSink';
import { objectTypeOf } from './oxsOrnaments';
import { itemOfStyle } from './oxsPalette';
import { partStitchesOfHalves, quarterPosition } from './oxsPartStitches';
import { escapeAttribute as escape, formatOxsNumber as number } from './oxsValues';

const formatComments =
  'comments01="palettecount excludes cloth color, which is item 0" comments02="colors are hex RGB" ' +
  'comments03="decimals use a dot: 0.5 is half" comments04="element and attribute names are always lowercase"';

function hex(colour: string): string {
  return colour.replace('#', '').toUpperCase();
}

/**
 * The OXS file of a chart as UTF-8 bytes, its done cells (when the snapshot has them) as `marked`; `software` names
 * the writer in the properties.
 */
export function writeOxs(snapshot: ChartSnapshot, software = 'Steekwerk'): Uint8Array<ArrayBuffer> {
  const { chart: state, cells, done } = snapshot;
  const { columnCount, rowCount } = state.grid.settings.size;
  const styles = state.palette.styles;
  const indexOfStyle = new Uint16Array(256);
  styles.forEach((style, index) => (indexOfStyle[style.styleId] = index + 1));

  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<chart>\n',
    `<format ${formatComments}/>\n`,
    `<properties oxsversion="1.0" software="${escape(software)}" software_version="1" ` +
      `chartheight="${rowCount}" chartwidth="${columnCount}" charttitle="${escape(state.settings.title)}" ` +
      `author="" copyright="" instructions="${escape(state.settings.notes)}" stitchesperinch="14" ` +
      `stitchesperinch_y="14" palettecount="${styles.length}"/>\n`,
    '<palette>\n',
    '<palette_item index="0" number="cloth" name="cloth" color="FFFFFF" printcolor="FFFFFF" blendcolor="nil" ' +
      'comments="" strands="2" symbol="0" dashpattern="" bsstrands="2" bscolor="FFFFFF"/>\n',
  ];
  styles.forEach((style, index) => {
    const { number: threadNumber, name } = itemOfStyle(style);
    const colour = hex(style.colorBackground);
    parts.push(
      `<palette_item index="${index + 1}" number="${escape(threadNumber)}" name="${escape(name)}" ` +
        `color="${colour}" printcolor="${colour}" blendcolor="nil" comments="" strands="2" ` +
        `symbol="${index + 1}" dashpattern="" bsstrands="1" bscolor="${colour}"/>\n`,
    );
  });
  parts.push('</palette>\n<fullstitches>\n');
  const sink = new ByteSink();
  sink.text(parts.join(''));
  parts.length = 0;
  // A million stitches: byte snippets per column, row and colour instead of a million strings.
  const columnBytes = Array.from({ length: columnCount }, (_unused, column) =>
    asciiBytes(`<stitch x="${column}" y="`),
  );
  const paletteBytes = Array.from({ length: styles.length + 1 }, (_unused, index) =>
    asciiBytes(`" palindex="${index}"`),
  );
  const end = asciiBytes('/>\n');
  const marked = asciiBytes(' marked="true"/>\n');
  for (let row = 0, cell = 0; row < rowCount; row += 1) {
    const rowBytes = asciiBytes(String(row));
    for (let column = 0; column < columnCount; column += 1, cell += 1) {
      const palindex = indexOfStyle[cells[cell]!]!;
      if (palindex === 0) continue;
      sink.raw(columnBytes[column]!);
      sink.raw(rowBytes);
      sink.raw(paletteBytes[palindex]!);
      sink.raw(done?.[cell] ? marked : end);
    }
  }
  parts.push('</fullstitches>\n<partstitches>\n');
  for (const part of partStitchesOfHalves(state.grid.halfStitches)) {
    const [first, second] = part.styleIds.map((styleId) => indexOfStyle[styleId] ?? 0);
    parts.push(
      `<partstitch x="${part.x}" y="${part.y}" palindex1="${first}" palindex2="${second}" ` +
        `direction="${part.direction}"/>\n`,
    );
  }
  parts.push('</partstitches>\n<backstitches>\n');
  state.grid.customLines.forEach((line, sequence) => {
    parts.push(
      `<backstitch x1="${number(line.x1)}" x2="${number(line.x2)}" y1="${number(line.y1)}" ` +
        `y2="${number(line.y2)}" palindex="${indexOfStyle[line.styleId]}" objecttype="backstitch" ` +
        `sequence="${sequence}"/>\n`,
    );
  });
  parts.push('</backstitches>\n<ornaments_inc_knots_and_beads>\n');
  for (const quarter of state.grid.quarterStitches) {
    const { x1, y1 } = quarterPosition(quarter);
    parts.push(
      `<object x1="${number(x1)}" y1="${number(y1)}" palindex="${indexOfStyle[quarter.styleId]}" ` +
        'objecttype="quarter" petit="true"/>\n',
    );
  }
  for (const ornament of state.grid.ornaments) {
    parts.push(
      `<object x1="${number(ornament.x)}" y1="${number(ornament.y)}" palindex="${indexOfStyle[ornament.styleId]}" ` +
        `objecttype="${objectTypeOf(ornament)}"/>\n`,
    );
  }
  parts.push('</ornaments_inc_knots_and_beads>\n<commentboxes/>\n</chart>\n');
  sink.text(parts.join(''));
  return sink.result();
}
