import { cellAspectOf, mainColorSides, type GridSettings, type GridSize } from '@steekwerk/model';
import { defaultCellPt, paperSizePt, type PdfOptions } from './pdfOptions';

/** One chart page: the cells it shows, end exclusive, and where it sits in the grid of pages. */
export interface PageTile {
  column0: number;
  column1: number;
  row0: number;
  row1: number;
  across: number;
  down: number;
}

export interface ChartPageLayout {
  pageWidth: number;
  pageHeight: number;
  /** A cell's width in points. */
  cellPt: number;
  /** A cell's height in points: `cellPt` times the gauge's aspect (spec §9, 0.5–1.5); absent means square. */
  cellHeightPt?: number;
  columnsPerPage: number;
  rowsPerPage: number;
  pagesAcross: number;
  pagesDown: number;
  /** Row by row (left to right, then down): the reading order of the chart pages. */
  tiles: PageTile[];
  /**
   * The main-colour column (grid setting `mainColorColumn`): the sides it is drawn on (none when unused), each a
   * square a cell wide outside the row numbers, with `gapPt` either side; absent means none.
   */
  mainColumn?: { sides: readonly ('left' | 'right')[]; widthPt: number; gapPt: number };
}

/** The room one main-colour column takes beside the row numbers, in points: the square and a gap either side. */
export const mainColumnRoomPt = (
  layout: Pick<ChartPageLayout, 'mainColumn'>,
  side: 'left' | 'right',
): number =>
  layout.mainColumn?.sides.includes(side) ? layout.mainColumn.widthPt + 2 * layout.mainColumn.gapPt : 0;

/** Room on a chart page for the heading above the grid and the numbers around it, in points. */
export const chartPageChrome = { heading: 30, numbers: 16 } as const;

/** The starts of the pages along one side: each page repeats `overlap` cells of the page before. */
export function pageStarts(cells: number, perPage: number, overlap: number): number[] {
  const step = Math.max(1, perPage - Math.max(0, Math.min(overlap, perPage - 1)));
  const starts = [0];
  while ((starts.at(-1) ?? 0) + perPage < cells) starts.push((starts.at(-1) ?? 0) + step);
  return starts;
}

/** The paper in points after the orientation. */
export function pageSize(options: Pick<PdfOptions, 'paper' | 'orientation'>): {
  width: number;
  height: number;
} {
  const paper = paperSizePt[options.paper];
  return options.orientation === 'landscape' ? { width: paper.height, height: paper.width } : { ...paper };
}

/**
 * How the chart is tiled over the paper; `aspect` is a cell's height over its width (model `cellAspectOf`),
 * `mainColumnSides` the sides of the main-colour column (their room is taken from the grid's width).
 */
export function layoutChartPages(
  size: GridSize,
  options: PdfOptions,
  aspect = 1,
  mainColumnSides: readonly ('left' | 'right')[] = [],
): ChartPageLayout {
  const { width: pageWidth, height: pageHeight } = pageSize(options);
  const cellPt = options.cellPt ?? defaultCellPt;
  const mainColumn = { sides: mainColumnSides, widthPt: cellPt, gapPt: 2 };
  const markRoom = mainColumnSides.length * (mainColumn.widthPt + 2 * mainColumn.gapPt);
  const usableWidth = pageWidth - 2 * options.marginPt - 2 * chartPageChrome.numbers - markRoom;
  const usableHeight =
    pageHeight - 2 * options.marginPt - chartPageChrome.heading - 2 * chartPageChrome.numbers;
  const columnsPerPage = Math.max(1, Math.floor(usableWidth / cellPt));
  const cellHeightPt = cellPt * aspect;
  const rowsPerPage = Math.max(1, Math.floor(usableHeight / cellHeightPt));
  const columnStarts = pageStarts(size.columnCount, columnsPerPage, options.overlap);
  const rowStarts = pageStarts(size.rowCount, rowsPerPage, options.overlap);
  const tiles: PageTile[] = [];
  rowStarts.forEach((row0, down) => {
    columnStarts.forEach((column0, across) => {
      tiles.push({
        column0,
        column1: Math.min(size.columnCount, column0 + columnsPerPage),
        row0,
        row1: Math.min(size.rowCount, row0 + rowsPerPage),
        across,
        down,
      });
    });
  });
  return {
    pageWidth,
    pageHeight,
    cellPt,
    cellHeightPt,
    columnsPerPage,
    rowsPerPage,
    pagesAcross: columnStarts.length,
    pagesDown: rowStarts.length,
    tiles,
    ...(mainColumnSides.length > 0 ? { mainColumn } : {}),
  };
}

/** The chart pages of a chart: its size, its gauge's cell aspect and its main-colour column. */
export function layoutChartOf(
  settings: Pick<GridSettings, 'size' | 'gauge' | 'mainColorColumn'>,
  options: PdfOptions,
): ChartPageLayout {
  return layoutChartPages(
    settings.size,
    options,
    cellAspectOf(settings.gauge),
    mainColorSides(settings.mainColorColumn),
  );
}
