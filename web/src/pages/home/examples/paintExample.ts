/**
 * Paints an example chart as a small SVG image: each cell in its style's background colour, with the editor's
 * grid lines (the default theme of `editor/render/gridTheme.ts`: light lines, every 5th grey, every 10th and the
 * edge black). One image per chart, no canvas or WebGL context; crisp at every size and pixel ratio.
 */
import { rgbToHex } from '@steekwerk/model';
import { defaultGridTheme, type Rgb } from '../../../editor/render/gridTheme';
import type { ExampleChart } from './exampleChart';

const hex = (colour: Rgb) => rgbToHex(...colour);

/**
 * The cells as one path per colour, each run of a colour along a row one rectangle of it (`M x y h w v 1 h -w z`,
 * one SVG unit per cell); empty cells are left to the white background.
 */
function cellPaths(chart: ExampleChart): string {
  const colourOf = new Map(chart.styles.map((style) => [style.styleId, style.colorBackground]));
  const runs = new Map<string, string[]>();
  for (let row = 0; row < chart.rowCount; row += 1) {
    const at = row * chart.columnCount;
    let start = 0;
    for (let column = 1; column <= chart.columnCount; column += 1) {
      if (column < chart.columnCount && chart.cells[at + column] === chart.cells[at + start]) continue;
      const colour = colourOf.get(chart.cells[at + start] ?? 0);
      if (colour !== undefined) {
        const width = column - start;
        const list = runs.get(colour) ?? [];
        list.push(`M${start} ${row}h${width}v1h-${width}z`);
        runs.set(colour, list);
      }
      start = column;
    }
  }
  return [...runs].map(([colour, parts]) => `<path fill="${colour}" d="${parts.join('')}"/>`).join('');
}

/** The inner grid lines of one kind as one path: at the column and row offsets `keep` accepts. */
function linePath(chart: ExampleChart, keep: (index: number) => boolean): string {
  const parts: string[] = [];
  for (let column = 1; column < chart.columnCount; column += 1)
    if (keep(column)) parts.push(`M${column} 0V${chart.rowCount}`);
  for (let row = 1; row < chart.rowCount; row += 1)
    if (keep(row)) parts.push(`M0 ${row}H${chart.columnCount}`);
  return parts.join('');
}

/**
 * The chart as an SVG document.
 *
 * @param chart the example
 * @param cellPixels the image's intrinsic pixels per cell
 */
export function exampleSvg(chart: ExampleChart, cellPixels = 8): string {
  const theme = defaultGridTheme;
  const width = chart.columnCount;
  const height = chart.rowCount;
  const every5 = (index: number) => index % theme.every5 === 0 && index % theme.every10 !== 0;
  const every10 = (index: number) => index % theme.every10 === 0;
  const plain = (index: number) => index % theme.every5 !== 0;
  const stroke = (colour: Rgb, path: string) =>
    path
      ? `<path d="${path}" stroke="${hex(colour)}" stroke-width="1" vector-effect="non-scaling-stroke"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${chart.columnCount * cellPixels}" ` +
    `height="${chart.rowCount * cellPixels}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges">` +
    `<rect width="${width}" height="${height}" fill="${hex(theme.emptyCell)}"/>` +
    cellPaths(chart) +
    stroke(theme.line, linePath(chart, plain)) +
    stroke(theme.lineEvery5, linePath(chart, every5)) +
    stroke(theme.lineEvery10, linePath(chart, every10)) +
    `<rect width="${width}" height="${height}" fill="none" stroke="${hex(theme.lineEvery10)}" stroke-width="2" ` +
    `vector-effect="non-scaling-stroke"/></svg>`
  );
}

/**
 * The chart as an image address (`data:image/svg+xml,…`) for an `<img>`, made once per chart. Only the characters
 * a data URL needs escaped are escaped (the SVG uses no others), which keeps it about half the size of
 * `encodeURIComponent`'s.
 */
export function exampleImageSource(chart: ExampleChart): string {
  let source = sources.get(chart);
  if (source === undefined) {
    source = `data:image/svg+xml,${exampleSvg(chart).replace(/[%#<>"]/g, (character) => escapes[character]!)}`;
    sources.set(chart, source);
  }
  return source;
}

const escapes: Readonly<Record<string, string>> = {
  '%': '%25',
  '#': '%23',
  '<': '%3C',
  '>': '%3E',
  '"': "'",
};
const sources = new WeakMap<ExampleChart, string>();
