/**
 * The shopping list as a spreadsheet file: one line per colour of the chart with its number, name, colour, stitch
 * counts and what to buy (the "Benodigdheden" panel's and the PDF key's counts and estimate, `suppliesOf`), and for
 * cross stitch the piece of fabric. Written the way a Dutch spreadsheet opens it by a double click: semicolons
 * between fields, decimal commas, UTF-8 with a byte order mark, CRLF line ends (RFC 4180 quoting).
 */
import type { PaletteStyle } from '@steekwerk/model';
import type { ChartSnapshot } from '../chart/chartSnapshot';
import type { PdfOptions } from '../pdf/pdfOptions';
import { productNumber } from '../pdf/keyLines';
import { formatAmount } from '../pdf/skeinEstimate';
import { defaultSuppliesOptions, suppliesOf, type StyleSupplies } from '../supplies/suppliesOf';

const header = [
  'Nummer',
  'Naam',
  'Kleur',
  'Steken',
  'Halve steken',
  'Kwartsteken',
  'Knopen',
  'Backstitch (cm)',
  'Hoeveelheid',
  'Kopen',
];

/**
 * One field: quoted when it holds a separator, a quote or a line end; a text a spreadsheet would run as a formula
 * (a name from an imported file starting with `=`, `+`, `-` or `@`) gets a leading apostrophe.
 */
export function csvField(value: string | number): string {
  let text = typeof value === 'number' ? decimal(value) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "12", "3,5": at most one decimal, with a comma. */
function decimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded).replace('.', ',');
}

/** What a line says to buy: "3 strengen", "2 bollen", "120 stuks". */
function toBuy(entry: StyleSupplies): string {
  if (entry.balls) return `${entry.balls.buy} ${entry.balls.buy === 1 ? 'bol' : 'bollen'}`;
  const amount = entry.amount;
  if (!amount) return '';
  if (amount.unit === 'streng') return `${amount.buy} ${amount.buy === 1 ? 'streng' : 'strengen'}`;
  return `${amount.buy} ${amount.unit}`;
}

function numberAndName(
  style: PaletteStyle,
  options: PdfOptions,
  colourName?: (hexColour: string) => string,
): [string, string] {
  const product = style.productId ? options.products?.[style.productId] : undefined;
  if (product) return [`${product.brand} ${product.number}`, product.name];
  const number = productNumber(style.productId) || style.abbreviation;
  // A colour without a name of its own is named by its colour ("rood") where the caller knows the names.
  const named =
    style.description || style.alternativeDescription || colourName?.(style.colorBackground) || '';
  // "DMC 310 Black" of a style linked without the catalogue at hand: the number has its own column.
  const name =
    number && named.toUpperCase().startsWith(`${number.toUpperCase()} `)
      ? named.slice(number.length + 1)
      : named;
  return [number, name];
}

/**
 * The shopping list of a grid chart; the fabric count, strands and catalogue products come from the PDF options,
 * the names of colours without one from `colourName` (the web's Dutch colour names).
 */
export function writeSuppliesCsv(
  snapshot: ChartSnapshot,
  options: PdfOptions,
  colourName?: (hexColour: string) => string,
): Uint8Array {
  const supplies = suppliesOf(snapshot.chart, snapshot.cells, {
    ...defaultSuppliesOptions,
    fabricCount: options.fabricCount,
    strands: options.strands ?? defaultSuppliesOptions.strands,
  });
  const lines = [header];
  for (const entry of supplies.styles) {
    const [number, name] = numberAndName(entry.style, options, colourName);
    const { full, half, quarter, knots } = entry.counts;
    lines.push([
      number,
      name,
      entry.style.colorBackground,
      String(full),
      String(half),
      String(quarter),
      String(knots),
      decimal(entry.backstitchCm),
      formatAmount(entry.amount),
      toBuy(entry),
    ]);
  }
  if (supplies.fabric) {
    const { widthCm, heightCm, designWidthCm, designHeightCm } = supplies.fabric;
    lines.push([]);
    lines.push([
      'Stof',
      `${decimal(widthCm)} × ${decimal(heightCm)} cm`,
      `ontwerp ${decimal(designWidthCm)} × ${decimal(designHeightCm)} cm op ${decimal(options.fabricCount)} steken per inch`,
    ]);
  }
  const text = lines.map((fields) => fields.map(csvField).join(';')).join('\r\n') + '\r\n';
  return new TextEncoder().encode(`\uFEFF${text}`);
}
