/**
 * Reads an OXS file (Ursa Software's open cross-stitch XML) into a new cross-stitch chart: the palette (item 0 is
 * the cloth), full stitches, backstitches (float coordinates on the cell-corner lattice, as custom lines), part
 * stitches (`partstitch` directions 1–4 and `tent`/`quarter` ornaments), French knots and beads (oxsOrnaments.ts)
 * and `marked` stitches as tracker progress. It accepts what WinStitch/MacStitch, Embroiderly, KXStitch and small
 * web writers write (see oxsValues.ts and oxsPalette.ts); other ornaments our chart cannot hold are counted in
 * `skipped`, and so are knots and beads it has to leave out (outside the chart, a colour the palette lacks).
 *
 * Everything is checked before a chart is returned: a file with an error throws one Dutch message naming it.
 */
import {
  createChartState,
  createPalette,
  type CustomLine,
  type Ornament,
  type PaletteStyle,
  type PartStitch,
} from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { ChartFileError } from '../chart/chartFileError';
import type { ImportedChart } from '../chart/importedChart';
import { importLimits } from '../chart/importLimits';
import { lineAt, readXml, type XmlAttributes } from '../xml/xmlReader';
import { ornamentsName, ornamentTypeOf, type OrnamentType } from './oxsOrnaments';
import { styleOfItem, type KnownProducts } from './oxsPalette';
import { halvesOfPartStitch, halvesOfTent, quarterAt } from './oxsPartStitches';
import { oxsBoolean, oxsColour, oxsNumber } from './oxsValues';

export interface ReadOxsOptions {
  /** The title when the file names none (the file's name). */
  readonly title?: string;
  /** The brand tables: when given, a thread number links only to a product that exists. */
  readonly knownProducts?: KnownProducts;
}

/** A number attribute: plain digits read without copying, anything else through {@link oxsNumber}. */
function number(attributes: XmlAttributes, name: string): number | undefined {
  return attributes.wholeNumber(name, oxsNumber);
}

/** "Het bestand heeft meer dan 200.000 lijnen." */
const tooMany = (what: string) =>
  `Het bestand heeft meer dan ${importLimits.maxGridItems.toLocaleString('nl-NL')} ${what}.`;

const lineTypes = new Set(['backstitch', 'straightstitch', 'daisy', 'bugle', 'curvedstitch']);

/** Counts what the chart has no place for. */
class Skipped {
  readonly counts: Record<string, number> = {};
  add(kind: string): void {
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
  }
}

/**
 * Reads an OXS text into a chart.
 *
 * @throws ChartFileError naming what is wrong (not XML, not OXS, too large, an unknown palette index, …)
 */
export function readOxs(text: string, options: ReadOxsOptions = {}): ImportedChart {
  if (text.length > importLimits.maxTextBytes) {
    throw new ChartFileError(
      `Het bestand is te groot (meer dan ${importLimits.maxTextBytes / 1024 / 1024} MB).`,
    );
  }
  const where = (position: number) => `regel ${lineAt(text, position)}`;
  const fail = (position: number, what: string): never => {
    throw new ChartFileError(`Het OXS-bestand klopt niet (${where(position)}): ${what}.`);
  };

  let rootChecked = false;
  let size: { columns: number; rows: number } | undefined;
  let title = '';
  let notes = '';
  let cells: Uint8Array | undefined;
  let done: Uint8Array | undefined;
  let doneCount = 0;
  const styles: PaletteStyle[] = [];
  /** Style id of each palette index (0 for the cloth); `undefined` for an index the palette lacks. */
  const styleOfIndex = new Map<number, number>();
  let paletteItems = 0;
  const lines: CustomLine[] = [];
  const halves: PartStitch[] = [];
  const quarters: PartStitch[] = [];
  const ornaments: Ornament[] = [];
  const skipped = new Skipped();
  const section: string[] = [];

  const styleIdOf = (attributes: XmlAttributes, key: string, position: number, name: string): number => {
    const index = number(attributes, key);
    if (index === undefined || !Number.isInteger(index))
      fail(position, `<${name}> heeft geen geldige palindex`);
    const styleId = styleOfIndex.get(index!);
    if (styleId === undefined)
      fail(position, `<${name}> gebruikt kleur ${index}, die niet in het palet staat`);
    return styleId!;
  };
  const needSize = (position: number, name: string) => {
    if (!size) fail(position, `<${name}> staat vóór <properties> met de afmetingen`);
    return size!;
  };

  const readProperties = (attributes: XmlAttributes, position: number) => {
    if (size) fail(position, 'er staan twee keer <properties> in');
    const columns = attributes.get('chartwidth') === undefined ? 100 : number(attributes, 'chartwidth');
    const rows = attributes.get('chartheight') === undefined ? 100 : number(attributes, 'chartheight');
    if (
      columns === undefined ||
      rows === undefined ||
      !Number.isInteger(columns) ||
      !Number.isInteger(rows)
    ) {
      fail(position, 'chartwidth en chartheight moeten hele getallen zijn');
    }
    if (columns! < 1 || rows! < 1) fail(position, 'de kaart heeft geen steken (breedte of hoogte 0)');
    const max = importLimits.maxGridSide;
    if (columns! > max || rows! > max) {
      throw new ChartFileError(
        `De kaart is te groot: ${columns} × ${rows} steken. Steekwerk opent kaarten tot ${max} × ${max}.`,
      );
    }
    size = { columns: columns!, rows: rows! };
    cells = new Uint8Array(columns! * rows!);
    title = (attributes.get('charttitle') ?? '').trim();
    notes = (attributes.get('instructions') ?? '').trim();
  };

  const readPaletteItem = (attributes: XmlAttributes, position: number) => {
    const index = attributes.get('index') === undefined ? paletteItems : number(attributes, 'index');
    paletteItems += 1;
    if (index === undefined || !Number.isInteger(index) || index < 0)
      fail(position, 'een kleur heeft geen geldige index');
    if (styleOfIndex.has(index!)) fail(position, `kleur ${index} staat twee keer in het palet`);
    if (index === 0) {
      styleOfIndex.set(0, 0);
      return;
    }
    if (styles.length >= importLimits.maxColours) {
      throw new ChartFileError(
        `Het palet heeft meer dan ${importLimits.maxColours} kleuren; Steekwerk kan er 255 aan.`,
      );
    }
    const colour = oxsColour(attributes.get('color')) ?? '#ff00ff';
    const styleId = styles.length + 1;
    styleOfIndex.set(index!, styleId);
    styles.push(
      styleOfItem(styleId, colour, attributes.get('number'), attributes.get('name'), options.knownProducts),
    );
  };

  const readStitch = (attributes: XmlAttributes, position: number) => {
    const { columns, rows } = needSize(position, 'stitch');
    const styleId = styleIdOf(attributes, 'palindex', position, 'stitch');
    const x = number(attributes, 'x');
    const y = number(attributes, 'y');
    if (x === undefined || y === undefined) return skipped.add('onvolledige steken');
    if (styleId === 0) return;
    const column = Math.floor(x);
    const row = Math.floor(y);
    if (column < 0 || row < 0 || column >= columns || row >= rows)
      return skipped.add('steken buiten de kaart');
    const cell = row * columns + column;
    cells![cell] = styleId;
    if (oxsBoolean(attributes.get('marked'))) {
      done ??= new Uint8Array(columns * rows);
      if (done[cell] === 0) doneCount += 1;
      done[cell] = 1;
    }
  };

  const addHalves = (found: PartStitch[] | undefined, position: number, what: string) => {
    if (!found) fail(position, `${what} heeft een onbekende richting`);
    const { columns, rows } = size!;
    for (const half of found!) {
      if (half.x < 0 || half.y < 0 || half.x >= columns || half.y >= rows)
        skipped.add('steken buiten de kaart');
      else halves.push(half);
    }
  };

  const readPartStitch = (attributes: XmlAttributes, position: number) => {
    needSize(position, 'partstitch');
    const firstKey = attributes.get('palindex1') === undefined ? 'palindex' : 'palindex1';
    const first = styleIdOf(attributes, firstKey, position, 'partstitch');
    const second =
      attributes.get('palindex2') === undefined
        ? 0
        : styleIdOf(attributes, 'palindex2', position, 'partstitch');
    const x = number(attributes, 'x');
    const y = number(attributes, 'y');
    if (x === undefined || y === undefined) return skipped.add('onvolledige steken');
    const direction = number(attributes, 'direction') ?? 0;
    addHalves(
      halvesOfPartStitch(Math.floor(x), Math.floor(y), direction, [first, second]),
      position,
      '<partstitch>',
    );
  };

  const addLine = (x1: number, y1: number, x2: number, y2: number, styleId: number) => {
    const { columns, rows } = size!;
    const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= columns && y <= rows;
    if (!inside(x1, y1) || !inside(x2, y2)) return skipped.add('lijnen buiten de kaart');
    if (lines.length >= importLimits.maxGridItems) throw new ChartFileError(tooMany('lijnen'));
    lines.push({ x1, y1, x2, y2, styleId });
  };

  const readBackstitch = (attributes: XmlAttributes, position: number) => {
    needSize(position, 'backstitch');
    const styleId = styleIdOf(attributes, 'palindex', position, 'backstitch');
    const objectType = (attributes.get('objecttype') ?? 'backstitch').trim().toLowerCase();
    if (!lineTypes.has(objectType)) return skipped.add(`lijnen van soort ${objectType}`);
    const points: Array<[number, number]> = [];
    for (let index = 1; ; index += 1) {
      const x = number(attributes, `x${index}`);
      const y = number(attributes, `y${index}`);
      if (x === undefined || y === undefined) break;
      points.push([x, y]);
    }
    if (points.length < 2) return skipped.add('onvolledige lijnen');
    if (styleId === 0) return;
    for (let index = 1; index < points.length; index += 1) {
      const [x1, y1] = points[index - 1]!;
      const [x2, y2] = points[index]!;
      addLine(x1, y1, x2, y2, styleId);
    }
  };

  // A knot or bead is decoration: one the chart cannot hold is left out and counted, never a reason to refuse.
  const addKnotOrBead = (type: OrnamentType, attributes: XmlAttributes, x: number, y: number) => {
    const name = ornamentsName(type.kind);
    const index = number(attributes, 'palindex');
    const styleId = index === undefined ? undefined : styleOfIndex.get(index);
    if (styleId === undefined) return skipped.add(`${name} met een kleur die niet in het palet staat`);
    if (styleId === 0) return;
    const { columns, rows } = size!;
    if (!(x >= 0 && y >= 0 && x <= columns && y <= rows)) return skipped.add(`${name} buiten de kaart`);
    if (ornaments.length >= importLimits.maxGridItems) throw new ChartFileError(tooMany('knopen en kralen'));
    ornaments.push({
      x,
      y,
      kind: type.kind,
      ...(type.sizeMm !== undefined ? { sizeMm: type.sizeMm } : {}),
      styleId,
    });
  };

  const readOrnament = (attributes: XmlAttributes, position: number) => {
    needSize(position, 'object');
    const objectType = (attributes.get('objecttype') ?? '').trim().toLowerCase();
    const x = oxsNumber(attributes.get('x1') ?? attributes.get('x'));
    const y = oxsNumber(attributes.get('y1') ?? attributes.get('y'));
    if (x === undefined || y === undefined || objectType === '')
      return skipped.add('onvolledige versieringen');
    const knotOrBead = ornamentTypeOf(objectType);
    if (knotOrBead === 'badSize') return skipped.add('kralen van een maat die Steekwerk niet kent');
    if (knotOrBead) return addKnotOrBead(knotOrBead, attributes, x, y);
    const styleId = styleIdOf(attributes, 'palindex', position, 'object');
    if (styleId === 0) return;
    if (objectType === 'tent') {
      const direction = number(attributes, 'direction') ?? 0;
      return addHalves(
        halvesOfTent(Math.floor(x), Math.floor(y), direction, styleId),
        position,
        '<object tent>',
      );
    }
    if (objectType === 'quarter') {
      const quarter = quarterAt(x, y, styleId);
      const { columns, rows } = size!;
      if (quarter.x < 0 || quarter.y < 0 || quarter.x >= columns || quarter.y >= rows) {
        return skipped.add('steken buiten de kaart');
      }
      return void quarters.push(quarter);
    }
    skipped.add('overige versieringen');
  };

  readXml(text, {
    open(name, attributes, position) {
      if (!rootChecked) {
        if (name !== 'chart') {
          throw new ChartFileError(
            `Dit is geen OXS-bestand: het begint met <${name}> in plaats van <chart>.`,
          );
        }
        rootChecked = true;
      }
      const parent = section[section.length - 1];
      section.push(name);
      if (name === 'properties' && parent === 'chart') readProperties(attributes, position);
      else if (name === 'palette_item' && parent === 'palette') readPaletteItem(attributes, position);
      else if (name === 'stitch' && parent === 'fullstitches') readStitch(attributes, position);
      else if (name === 'partstitch' && parent === 'partstitches') readPartStitch(attributes, position);
      else if (name === 'backstitch' && parent === 'backstitches') readBackstitch(attributes, position);
      else if (name === 'object' && parent === 'ornaments_inc_knots_and_beads')
        readOrnament(attributes, position);
      else if (name === 'commentbox') skipped.add('opmerkingen');
    },
    close() {
      section.pop();
    },
  });

  if (!size || !cells)
    throw new ChartFileError('Het OXS-bestand heeft geen <properties> met de afmetingen van de kaart.');
  if (halves.length > importLimits.maxGridItems || quarters.length > importLimits.maxGridItems) {
    throw new ChartFileError(tooMany('halve of kwartsteken'));
  }
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: size.columns, rowCount: size.rows },
    rows: encodeRowsPlain(cells, size.columns, size.rows),
    styles,
    title: (title || options.title || '').slice(0, 200),
  });
  state.palette = createPalette(styles);
  state.settings.notes = notes.slice(0, 20_000);
  state.grid.customLines = lines;
  state.grid.halfStitches = halves;
  state.grid.quarterStitches = quarters;
  state.grid.ornaments = ornaments;
  const progress = done ? { done: encodeRowsPlain(done, size.columns, size.rows), doneCount } : undefined;
  return { state, skipped: skipped.counts, ...(progress ? { progress } : {}) };
}
