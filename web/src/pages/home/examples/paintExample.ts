/**
 * Paints an example chart as a small SVG image: each cell in its style's background colour, with the editor's
 * grid lines (the default theme of `editor/render/gridTheme.ts`: light lines, every 5th grey, every 10th and the
 * edge black). One image per chart, no canvas or WebGL context; crisp at every size and pixel ratio.
 */
import { rgbToHex } from '@steekwerk/model';
import { defaultGridTheme, type Rgb } from '../../../editor/render/gridTheme';
import type { ExampleChart } from './exampleChart';

/** SVG units per cell. */
const unit = 10;

const hex = (colour: Rgb) => rgbToHex(...colour);

/** Cells of one colour side by side in a row, as one rectangle. */
function cellRects(chart: ExampleChart): string {
  const colourOf = new Map(chart.styles.map((style) => [style.styleId, style.colorBackground]));
  const empty = hex(defaultGridTheme.emptyCell);
  const rects: string[] = [];
  for (let row = 0; row < chart.rowCount; row += 1) {
    let start = 0;
    for (let column = 1; column <= chart.columnCount; column += 1) {
      const at = row * chart.columnCount;
      if (column < chart.columnCount && chart.cells[at + column] === chart.cells[at + start]) continue;
      const colour = colourOf.get(chart.cells[at + start] ?? 0) ?? empty;
      if (colour !== empty) {
        rects.push(
          `<rect x="${start * unit}" y="${row * unit}" width="${(column - start) * unit}" height="${unit}" fill="${colour}"/>`,
        );
      }
      start = column;
    }
  }
  return rects.join('');
}

/** The inner grid lines of one kind as one path: at the column and row offsets `keep` accepts. */
function linePath(chart: ExampleChart, keep: (index: number) => boolean): string {
  const width = chart.columnCount * unit;
  const height = chart.rowCount * unit;
  const parts: string[] = [];
  for (let column = 1; column < chart.columnCount; column += 1)
    if (keep(column)) parts.push(`M${column * unit} 0V${height}`);
  for (let row = 1; row < chart.rowCount; row += 1) if (keep(row)) parts.push(`M0 ${row * unit}H${width}`);
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
  const width = chart.columnCount * unit;
  const height = chart.rowCount * unit;
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
    cellRects(chart) +
    stroke(theme.line, linePath(chart, plain)) +
    stroke(theme.lineEvery5, linePath(chart, every5)) +
    stroke(theme.lineEvery10, linePath(chart, every10)) +
    `<rect width="${width}" height="${height}" fill="none" stroke="${hex(theme.lineEvery10)}" stroke-width="2" ` +
    `vector-effect="non-scaling-stroke"/></svg>`
  );
}

/** The chart as an image address (`data:image/svg+xml,…`) for an `<img>`. */
export function exampleImageSource(chart: ExampleChart): string {
  return `data:image/svg+xml,${encodeURIComponent(exampleSvg(chart))}`;
}
