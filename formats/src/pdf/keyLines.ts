/**
 * The key's text: one entry per colour, and in it one printed line per use (notes §2.4 rule 5). The first line of a
 * colour carries its number and name, and for a colour in the chart's cells its symbol glyph in the symbol font, so
 * tracker apps find symbol and number on one text line; the next lines carry one use each (half and quarter
 * stitches, backstitch, French knots, beads by size) with a swatch of how the chart draws it. The thread's estimate
 * counts all its uses and stands on its first line; beads count pieces, on their own lines.
 */
import { stitchOfSymbol } from '@steekwerk/model';
import type { ChartMetadata } from '../chart/chartSnapshot';
import type { KeyEntry } from './keyCounts';
import type { PdfOptions } from './pdfOptions';
import { defaultStrands } from './pdfOptions';
import { dutchNumber } from './pdfText';
import { backstitchStrands, estimateAmount, formatAmount, piecesToBuy } from './skeinEstimate';

export { backstitchStrands } from './skeinEstimate';

/** What a key line's swatch shows: the cell (with its symbol), or how the chart draws a use. */
export type KeySwatch = 'cell' | 'half' | 'quarter' | 'line' | 'knot' | 'bead';

/** One printed key line: the texts of its columns. */
export interface KeyLine {
  entry: KeyEntry;
  /** The entry's first line: it carries the number and name (and a cell's symbol). */
  first: boolean;
  swatch: KeySwatch;
  /** A bead's diameter in mm (bead lines). */
  sizeMm?: number;
  number: string;
  name: string;
  strands: string;
  use: string;
  estimate: string;
}

/** "dmc-3865" → "DMC 3865": the brand and number a catalogue product id holds, when no catalogue is given. */
export function productNumber(productId: string): string {
  const match = /^([a-z0-9]+)-(.+)$/i.exec(productId.trim());
  return match ? `${match[1]!.toUpperCase()} ${match[2]!.toUpperCase()}` : '';
}

/** "1 halve steek", "12 halve steken". */
const counted = (count: number, one: string, more: string) => `${count} ${count === 1 ? one : more}`;
/** "2,5 mm" */
const millimetres = (sizeMm: number) => `${dutchNumber(sizeMm, Number.isInteger(sizeMm) ? 0 : 1)} mm`;

/**
 * The key lines of all entries in print order; an entry's lines stay together. A style whose `showInChart` is off
 * (symbol properties "Tonen in de legenda") has no lines; its cells keep their symbol in the chart.
 */
export function keyLines(chart: ChartMetadata, entries: readonly KeyEntry[], options: PdfOptions): KeyLine[] {
  const strands = options.strands ?? defaultStrands;
  const craft = chart.settings.craft;
  const floss = craft === 'crossStitch';
  const describe = (entry: KeyEntry) => {
    const product = entry.style.productId ? options.products?.[entry.style.productId] : undefined;
    // A stitch symbol's style is named by its stitch ("omsl", "omslag"), never by a colour code.
    const stitch = stitchOfSymbol(entry.style.symbolId);
    const number = product
      ? `${product.brand} ${product.number}`
      : productNumber(entry.style.productId) ||
        entry.style.abbreviation ||
        stitch?.abbreviation ||
        (stitch ? '' : entry.style.colorBackground);
    const named =
      product?.name || entry.style.description || entry.style.alternativeDescription || stitch?.name || '';
    // A style linked without the catalogue at hand is described "DMC 310 Black": the number column has "DMC 310".
    const name =
      !product && number && named.toUpperCase().startsWith(`${number.toUpperCase()} `)
        ? named.slice(number.length + 1)
        : named;
    return { number, name };
  };
  const lines: KeyLine[] = [];
  for (const entry of entries) {
    if (!entry.style.showInChart) continue;
    const { full, half, quarter, knots, backstitchCells } = entry.counts;
    const cm = (backstitchCells * 2.54) / Math.max(1, options.fabricCount);
    const threadStrands = floss ? String(strands) : '';
    const uses: Array<Pick<KeyLine, 'swatch' | 'strands' | 'use'>> = [];
    if (full > 0)
      uses.push({ swatch: 'cell', strands: threadStrands, use: counted(full, 'steek', 'steken') });
    if (half > 0) {
      uses.push({
        swatch: 'half',
        strands: threadStrands,
        use: counted(half, 'halve steek', 'halve steken'),
      });
    }
    if (quarter > 0) {
      uses.push({
        swatch: 'quarter',
        strands: threadStrands,
        use: counted(quarter, 'kwartsteek', 'kwartsteken'),
      });
    }
    if (backstitchCells > 0) {
      const backstitch = floss ? String(backstitchStrands) : '';
      uses.push({ swatch: 'line', strands: backstitch, use: `${dutchNumber(cm)} cm backsteek` });
    }
    if (knots > 0) {
      uses.push({
        swatch: 'knot',
        strands: threadStrands,
        use: counted(knots, 'Franse knoop', 'Franse knopen'),
      });
    }
    const thread = formatAmount(
      estimateAmount(craft, entry.counts, options.fabricCount, strands, backstitchStrands),
    );
    const { number, name } = describe(entry);
    const start = lines.length;
    uses.forEach((use, index) =>
      lines.push({ entry, first: false, number: '', name: '', ...use, estimate: index === 0 ? thread : '' }),
    );
    for (const { sizeMm, count } of entry.beads) {
      lines.push({
        entry,
        first: false,
        swatch: 'bead',
        sizeMm,
        number: '',
        name: '',
        strands: '',
        use: `${counted(count, 'kraal', 'kralen')} van ${millimetres(sizeMm)}`,
        estimate: formatAmount(piecesToBuy(count)),
      });
    }
    const head = lines[start];
    if (head) Object.assign(head, { first: true, number, name });
  }
  return lines;
}

/** What the estimates count, said under the key's title when a colour has more than full stitches or beads. */
export function keyNotes(lines: readonly KeyLine[]): string[] {
  const notes: string[] = [];
  const threadUses = lines.filter((line) => line.swatch !== 'cell' && line.swatch !== 'bead');
  if (threadUses.some((line) => line.strands !== '')) {
    notes.push(
      'De schatting van een kleur telt al haar steken: hele 1, halve ½, kwart ¼, Franse knoop 1,2 en backsteek ' +
        '(1 draad) 0,8 per hokje lengte.',
    );
  }
  if (lines.some((line) => line.swatch === 'bead')) {
    notes.push('Kralen tellen per stuk; het getal achter "koop" heeft 10 % extra.');
  }
  return notes;
}
