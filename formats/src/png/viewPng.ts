/**
 * The chart "as seen" as a PNG: cells in their colours, half and quarter stitches as triangles and squares, custom
 * lines (backstitch) on top, French knots as dots and beads as rings as wide as on Aida 14 (each over a thin halo in
 * the contrasting colour), grid lines in the print theme (#bbbbbb, #777777 every 5, black every 10, counted from
 * the chart's own numbering side), and the ruler's numbers (model's one numbering) every 10 on the sides it shows;
 * wrong-side rows shaded and the main-colour column outside the ruler's numbers, as in the editor (rowMarks.ts);
 * optionally the legend below or to the right, with every colour the chart uses. In a gauged chart (non-square
 * cells) half and quarter stitches fill their part of the cell's real rectangle.
 *
 * Not drawn yet: the styles' symbols (SVG path data needs a path rasteriser; cells show their colours only).
 */
import {
  cellAspectOf,
  contrastingForeground,
  effectiveRuler,
  hexToRgb,
  isHighlightLine,
  lineCountFrom,
  mainColorSides,
  rulerNumbering,
} from '@steekwerk/model';
import type { ChartMetadata, ChartSnapshot } from '../chart/chartSnapshot';
import { beadRadiusInCells, knotRadiusCells } from '../chart/ornamentSizes';
import { drawText, glyphHeight, textWidth } from './pixelFont';
import { encodePng } from './pngCodec';
import { Raster, type Rgb } from './raster';
import { drawMainColorColumn, shadeWrongSideRows } from './rowMarks';

export interface ViewPngOptions {
  /** The image's width in pixels (its longer side for a tall chart); 64 to 20000. */
  readonly size: number;
  readonly legend?: boolean;
  /** Where the legend goes when there is one: below the chart (the default) or to its right. */
  readonly legendPlacement?: 'bottom' | 'right';
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
const printLine: Rgb = [0xbb, 0xbb, 0xbb];
const printLine5: Rgb = [0x77, 0x77, 0x77];

/** The label of a style in the legend: its brand and number, abbreviation, or colour. */
function legendLabel(state: ChartMetadata, styleId: number): string {
  const style = state.palette.styles.find((candidate) => candidate.styleId === styleId)!;
  const product = /^([a-z0-9]+)-(.+)$/.exec(style.productId);
  if (product) return `${product[1]} ${product[2]}`;
  return style.abbreviation.trim() || style.colorBackground;
}

/** Renders the chart; `size` is clamped to 64–20000 pixels. */
export function writeViewPng(snapshot: ChartSnapshot, options: ViewPngOptions): Uint8Array<ArrayBuffer> {
  const { chart: state, cells } = snapshot;
  const { columnCount, rowCount } = state.grid.settings.size;
  const size = Math.max(64, Math.min(20_000, Math.round(options.size)));
  const longest = Math.max(columnCount, rowCount);
  // Ruler digits about half a cell high, 1 to 4 pixels per font pixel.
  const scale = Math.max(1, Math.min(4, Math.round(((size / (longest + 8)) * 0.5) / glyphHeight)));
  const band = textWidth(String(Math.max(columnCount, rowCount)), scale) + 4 * scale;
  // Cells take the gauge's aspect (spec §9: 0.5–1.5, height over width).
  const aspect = cellAspectOf(state.grid.settings.gauge);
  const colours = new Map<number, Rgb>(
    state.palette.styles.map((style) => [style.styleId, hexToRgb(style.colorBackground)]),
  );
  const counts = new Uint32Array(256);
  for (let index = 0; index < cells.length; index += 1) counts[cells[index]!]! += 1;
  const used = new Uint8Array(256);
  for (const item of [
    ...state.grid.customLines,
    ...state.grid.halfStitches,
    ...state.grid.quarterStitches,
    ...state.grid.ornaments,
  ])
    used[item.styleId] = 1;
  const legendIds = options.legend
    ? state.palette.styles.map((style) => style.styleId).filter((id) => counts[id] || used[id])
    : [];
  const lineHeight = (glyphHeight + 3) * scale;
  const legendHeight = legendIds.length > 0 ? legendIds.length * lineHeight + 2 * band : 0;
  // A colour only in lines, part stitches, knots or beads is listed without a cell count.
  const legendTexts = legendIds.map(
    (styleId) => `${legendLabel(state, styleId)}${counts[styleId] ? `  ${counts[styleId]}` : ''}`,
  );
  const swatch = glyphHeight * scale + 2;
  const legendWidth = Math.max(
    0,
    ...legendTexts.map((text) => band * 2 + swatch * 2 + 3 * scale + textWidth(text, scale)),
  );
  const legendRight = options.legendPlacement === 'right' && legendIds.length > 0;
  // The image is `size` wide: a legend to the right takes its width from the chart's. The longer side of the chart
  // gets the rest.
  const chartSpace = legendRight ? Math.max(longest, size - legendWidth) : size;
  // The main-colour column: a square a cell wide with a quarter cell either side, outside the ruler's numbers.
  const markSides = mainColorSides(state.grid.settings.mainColorColumn);
  const markCells = 1.5 * markSides.length;
  // Sized from a first estimate of the cell, then the cells take exactly the width the squares leave.
  const estimate = (chartSpace - 2 * band) / Math.max(columnCount + markCells, rowCount * aspect);
  const markWidth = Math.max(2, Math.round(estimate));
  const markGap = Math.max(1, Math.round(estimate / 4));
  const markRoom = markWidth + 2 * markGap;
  const leftRoom = markSides.includes('left') ? markRoom : 0;
  const rightRoom = markSides.includes('right') ? markRoom : 0;
  const sideRooms = leftRoom + rightRoom;
  const cellWidth = Math.max(
    1,
    Math.min(
      (chartSpace - 2 * band - sideRooms) / columnCount,
      (chartSpace - 2 * band) / (rowCount * aspect),
    ),
  );
  const cellHeight = cellWidth * aspect;
  /** The smaller side of a cell: what square things (part stitches, knots, line widths) are sized by. */
  const cellSize = Math.min(cellWidth, cellHeight);
  const chartWidth = Math.round(columnCount * cellWidth);
  const chartHeight = Math.round(rowCount * cellHeight);
  const framedWidth = chartWidth + 2 * band + sideRooms;
  const raster = legendRight
    ? new Raster(framedWidth + legendWidth, Math.max(chartHeight + 2 * band, legendHeight), white)
    : new Raster(Math.max(framedWidth, legendWidth), chartHeight + 2 * band + legendHeight, white);
  /** The grid's top-left corner: inside the left main-colour column and the ruler band. */
  const originX = leftRoom + band;
  const originY = band;
  const edgeX = (column: number) => originX + Math.round(column * cellWidth);
  const edgeY = (row: number) => originY + Math.round(row * cellHeight);

  for (let row = 0, cell = 0; row < rowCount; row += 1) {
    const top = edgeY(row);
    const height = edgeY(row + 1) - top;
    for (let column = 0; column < columnCount; column += 1, cell += 1) {
      const styleId = cells[cell]!;
      if (styleId === 0) continue;
      const left = edgeX(column);
      raster.fillRect(left, top, edgeX(column + 1) - left, height, colours.get(styleId) ?? black);
    }
  }
  // Part stitches in the cell's own rectangle: a half stitch the triangle of its corner's half, a quarter the
  // triangle in its corner reaching the middle of the cell's sides (as the PDF draws them).
  for (const [list, reach] of [
    [state.grid.halfStitches, 1],
    [state.grid.quarterStitches, 0.5],
  ] as const) {
    for (const stitch of list) {
      const left = edgeX(stitch.x);
      const top = edgeY(stitch.y);
      const width = edgeX(stitch.x + 1) - left;
      const height = edgeY(stitch.y + 1) - top;
      const partWidth = Math.max(1, Math.round(width * reach));
      const partHeight = Math.max(1, Math.round(height * reach));
      raster.cornerTriangle(
        stitch.left ? left : left + width - partWidth,
        stitch.top ? top : top + height - partHeight,
        partWidth,
        partHeight,
        stitch.left,
        stitch.top,
        colours.get(stitch.styleId) ?? black,
      );
    }
  }
  shadeWrongSideRows(raster, state, originX, chartWidth, edgeY);
  const markLefts = markSides.map((side) =>
    side === 'left' ? markGap : originX + chartWidth + band + markGap,
  );
  drawMainColorColumn(raster, state, cells, { lefts: markLefts, width: markWidth }, edgeY);
  drawGrid(raster, state, cellSize, { x: originX, y: originY }, edgeX, edgeY);
  const thickness = Math.max(1, Math.round(cellSize / 6));
  for (const line of state.grid.customLines) {
    const colour = colours.get(line.styleId) ?? black;
    raster.line(
      originX + line.x1 * cellWidth,
      originY + line.y1 * cellHeight,
      originX + line.x2 * cellWidth,
      originY + line.y2 * cellHeight,
      thickness,
      colour,
    );
  }
  drawOrnaments(raster, state, { width: cellWidth, height: cellHeight }, { x: originX, y: originY });
  drawRulers(raster, state, scale, band, edgeX, edgeY);
  // Below: under the chart's bottom ruler band; to the right: beside the right ruler band, from the top.
  const legendLeft = legendRight ? framedWidth : 0;
  let top = legendRight ? band : chartHeight + 3 * band;
  for (const [index, styleId] of legendIds.entries()) {
    raster.fillRect(legendLeft + band, top - 1, swatch * 2, swatch, black);
    raster.fillRect(legendLeft + band + 1, top, swatch * 2 - 2, swatch - 2, colours.get(styleId) ?? black);
    const text = legendTexts[index]!;
    drawText(text, legendLeft + band + swatch * 2 + 3 * scale, top, scale, (x, y, w, h) =>
      raster.fillRect(x, y, w, h, black),
    );
    top += lineHeight;
  }
  return encodePng({ kind: 'rgb', width: raster.width, height: raster.height, pixels: raster.pixels }, 4);
}

/** The fabric the PNG shows beads on: Aida 14, the PDF's default. */
const viewFabricCount = 14;

/** Knots and beads in their style's colour, each over a halo of the contrasting colour. */
function drawOrnaments(
  raster: Raster,
  state: ChartMetadata,
  cell: { readonly width: number; readonly height: number },
  origin: { readonly x: number; readonly y: number },
): void {
  const cellSize = Math.min(cell.width, cell.height);
  const colours = new Map(state.palette.styles.map((style) => [style.styleId, style.colorBackground]));
  const halo = Math.max(1, cellSize * 0.06);
  const ringWidth = Math.max(1, cellSize * 0.12);
  for (const ornament of state.grid.ornaments) {
    const hex = colours.get(ornament.styleId) ?? '#000000';
    const colour = hexToRgb(hex);
    const contrast = hexToRgb(contrastingForeground(hex));
    const cx = origin.x + ornament.x * cell.width;
    const cy = origin.y + ornament.y * cell.height;
    if (ornament.kind === 'knot') {
      const radius = Math.max(1, knotRadiusCells * cellSize);
      raster.disc(cx, cy, radius + halo, contrast);
      raster.disc(cx, cy, radius, colour);
    } else {
      const radius = Math.max(2, beadRadiusInCells(ornament.sizeMm, viewFabricCount) * cellSize);
      raster.ring(cx, cy, radius + halo, ringWidth + 2 * halo, contrast);
      raster.ring(cx, cy, radius, ringWidth, colour);
    }
  }
}

/** Whether line `index` (0 = the chart's left or top edge) is a multiple of `every` counted from the numbering side. */

function drawGrid(
  raster: Raster,
  state: ChartMetadata,
  cellSize: number,
  origin: { readonly x: number; readonly y: number },
  edgeX: (column: number) => number,
  edgeY: (row: number) => number,
): void {
  const { columnCount, rowCount } = state.grid.settings.size;
  const ruler = effectiveRuler(state.settings.craft, state.grid.settings.ruler);
  const columnsFrom = lineCountFrom(ruler, 'columns');
  const rowsFrom = lineCountFrom(ruler, 'rows');
  const width = edgeX(columnCount) - origin.x;
  const height = edgeY(rowCount) - origin.y;
  const heavy = cellSize >= 6 ? 2 : 1;
  for (const pass of [1, 5, 10]) {
    const colour = pass === 10 ? black : pass === 5 ? printLine5 : printLine;
    if ((pass === 1 && cellSize < 4) || (pass === 5 && cellSize < 2)) continue;
    const thickness = pass === 10 ? heavy : 1;
    for (let column = 0; column <= columnCount; column += 1) {
      const edge = column === 0 || column === columnCount;
      if (pass !== 10 && !isHighlightLine(column, columnCount, columnsFrom, pass)) continue;
      if (pass === 10 && !edge && !isHighlightLine(column, columnCount, columnsFrom, 10)) continue;
      raster.fillRect(
        Math.min(edgeX(column), origin.x + width - thickness),
        origin.y,
        thickness,
        height,
        colour,
      );
    }
    for (let row = 0; row <= rowCount; row += 1) {
      const edge = row === 0 || row === rowCount;
      if (pass !== 10 && !isHighlightLine(row, rowCount, rowsFrom, pass)) continue;
      if (pass === 10 && !edge && !isHighlightLine(row, rowCount, rowsFrom, 10)) continue;
      raster.fillRect(
        origin.x,
        Math.min(edgeY(row), origin.y + height - thickness),
        width,
        thickness,
        colour,
      );
    }
  }
}

function drawRulers(
  raster: Raster,
  state: ChartMetadata,
  scale: number,
  band: number,
  edgeX: (column: number) => number,
  edgeY: (row: number) => number,
): void {
  const { columnCount, rowCount } = state.grid.settings.size;
  const ruler = effectiveRuler(state.settings.craft, state.grid.settings.ruler);
  const ink = (x: number, y: number, w: number, h: number) => raster.fillRect(x, y, w, h, black);
  const textHeight = glyphHeight * scale;
  const columns = rulerNumbering(ruler, 'columns', columnCount);
  const rows = rulerNumbering(ruler, 'rows', rowCount);
  // The first numbered line and every 10th of them, on the sides the ruler shows.
  const printed = (group: number | undefined) =>
    group !== undefined && (group === 0 || (group + 1) % 10 === 0);
  for (let column = 0; column < columnCount; column += 1) {
    if (!printed(columns.group(column))) continue;
    for (const side of columns.sides) {
      const value = columns.shown(column, side);
      if (value === undefined) continue;
      const label = String(value);
      const centre = (edgeX(column) + edgeX(column + 1)) / 2 - textWidth(label, scale) / 2;
      const top = side === 'start' ? 0 : edgeY(rowCount);
      drawText(label, Math.round(centre), top + Math.round((band - textHeight) / 2), scale, ink);
    }
  }
  for (let row = 0; row < rowCount; row += 1) {
    if (!printed(rows.group(row))) continue;
    for (const side of rows.sides) {
      const value = rows.shown(row, side);
      if (value === undefined) continue;
      const label = String(value);
      const top = Math.round((edgeY(row) + edgeY(row + 1)) / 2 - textHeight / 2);
      const left =
        side === 'start' ? edgeX(0) - textWidth(label, scale) - 2 * scale : edgeX(columnCount) + 2 * scale;
      drawText(label, left, top, scale, ink);
    }
  }
}
