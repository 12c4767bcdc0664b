/**
 * Where a freeform chart goes on the PDF's pages (docs/decisions/freeform.md, "Export"): the whole freeform size
 * fitted to one page (the overview, always); when that makes a stitch at size 1 (20 units) smaller than
 * {@link minimumStitchPt}, the motif is also printed in parts at a scale where it is that big, pages overlapping by
 * the PDF's overlap setting (in cells of 20 units), as grid charts are split. Parts without any symbol get no page
 * (freeformPdf.ts).
 */
import { freeformUnitsPerCell } from '@steekwerk/model';
import { paperSizePt, type PdfOptions } from '../pdf/pdfOptions';

/** A size-1 stitch printed smaller than this (5 mm) is hard to read: the motif then gets parts pages too. */
export const minimumStitchPt = 14;
/** Room above the drawing for the page's heading. */
export const headingPt = 28;

/** A part of the freeform area, in units, and where it goes. */
export interface FreeformTile {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** 0-based place among the parts, across then down. */
  readonly across: number;
  readonly down: number;
}

export interface FreeformPdfLayout {
  readonly pageWidth: number;
  readonly pageHeight: number;
  /** The drawing area of a page: left, bottom (PDF points, y up), width, height. */
  readonly area: { left: number; bottom: number; width: number; height: number };
  /** Points per unit on the overview page. */
  readonly overviewScale: number;
  /** Points per unit on the parts pages. */
  readonly partScale: number;
  readonly pagesAcross: number;
  readonly pagesDown: number;
  /** The parts pages, none when the overview is big enough. */
  readonly tiles: readonly FreeformTile[];
}

/** Lays out a freeform chart of `size` units on the options' paper. */
export function layoutFreeform(
  size: { width: number; height: number },
  options: Pick<PdfOptions, 'paper' | 'orientation' | 'marginPt' | 'overlap'>,
): FreeformPdfLayout {
  const paper = paperSizePt[options.paper];
  const landscape = options.orientation === 'landscape';
  const pageWidth = landscape ? paper.height : paper.width;
  const pageHeight = landscape ? paper.width : paper.height;
  const margin = options.marginPt;
  const area = {
    left: margin,
    bottom: margin,
    width: Math.max(1, pageWidth - 2 * margin),
    height: Math.max(1, pageHeight - 2 * margin - headingPt),
  };
  const overviewScale = Math.min(area.width / size.width, area.height / size.height);
  const partScale = minimumStitchPt / freeformUnitsPerCell;
  if (overviewScale * freeformUnitsPerCell >= minimumStitchPt) {
    return { pageWidth, pageHeight, area, overviewScale, partScale, pagesAcross: 0, pagesDown: 0, tiles: [] };
  }
  const tileWidth = area.width / partScale;
  const tileHeight = area.height / partScale;
  // The overlap is in cells of 20 units, never more than a third of a page.
  const overlapUnits = Math.min(options.overlap * freeformUnitsPerCell, tileWidth / 3, tileHeight / 3);
  const starts = (total: number, tile: number) => {
    const list = [0];
    while (list.at(-1)! + tile < total) list.push(list.at(-1)! + tile - overlapUnits);
    return list;
  };
  const xs = starts(size.width, tileWidth);
  const ys = starts(size.height, tileHeight);
  const tiles: FreeformTile[] = [];
  for (const [down, y] of ys.entries())
    for (const [across, x] of xs.entries())
      tiles.push({
        x,
        y,
        width: Math.min(tileWidth, size.width - x),
        height: Math.min(tileHeight, size.height - y),
        across,
        down,
      });
  return {
    pageWidth,
    pageHeight,
    area,
    overviewScale,
    partScale,
    pagesAcross: xs.length,
    pagesDown: ys.length,
    tiles,
  };
}
