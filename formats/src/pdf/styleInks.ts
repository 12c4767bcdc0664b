/**
 * How each used style is drawn: colour crafts get a glyph of the symbol font, knitting and crochet styles with a
 * built-in stitch symbol get its vector paths as a form XObject (one per style, drawn in every cell).
 */
import { contrastingForeground, findBuiltInSymbol, hexToRgb, parseViewBox } from '@steekwerk/model';
import type { ChartMetadata } from '../chart/chartSnapshot';
import {
  concatTransformationMatrix,
  drawSvgPath,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFDocument,
  type PDFFont,
  type PDFRef,
} from 'pdf-lib';
import { fillOperator, glyphSizeFor, type Rgb, type StyleInk } from './chartPage';
import type { KeyEntry } from './keyCounts';
import type { PdfOptions } from './pdfOptions';

const toRgb = (hex: string): Rgb => hexToRgb(hex).map((channel) => channel / 255) as unknown as Rgb;

/** Whether the chart's cells print stitch symbols as vector paths instead of font glyphs. */
export function usesStitchSymbols(chart: ChartMetadata): boolean {
  return chart.settings.craft === 'knitting' || chart.settings.craft === 'crochet';
}

export interface StyleInks {
  inks: Map<number, StyleInk>;
  /** Form XObjects by resource name, to register on every page that draws them. */
  symbolForms: Map<string, PDFRef>;
}

export function buildStyleInks(
  doc: PDFDocument,
  chart: ChartMetadata,
  entries: readonly KeyEntry[],
  symbolFont: PDFFont,
  options: PdfOptions,
  /** The side of a cell the glyphs fit: the shorter one of a gauged cell. */
  cellPt: number,
): StyleInks {
  const inks = new Map<number, StyleInk>();
  const symbolForms = new Map<string, PDFRef>();
  const colour = options.mode === 'colour';
  const glyphSize = glyphSizeFor(cellPt);
  for (const entry of entries) {
    const { style } = entry;
    const fill = colour ? toRgb(style.colorBackground) : null;
    const ink: Rgb = colour ? toRgb(contrastingForeground(style.colorBackground)) : [0, 0, 0];
    const symbol = usesStitchSymbols(chart) ? findBuiltInSymbol(style.symbolId) : undefined;
    if (symbol) {
      const box = parseViewBox(symbol.svgViewBox);
      const colourOfPaths = rgb(...ink);
      const operators = symbol.paths.flatMap((path) =>
        drawSvgPath(path.d, {
          x: 0,
          y: 0,
          scale: 1,
          color: path.fill ? colourOfPaths : undefined,
          borderColor: path.fill ? undefined : colourOfPaths,
          borderWidth: path.fill ? 0 : symbol.strokeWidth,
        }),
      );
      const form = doc.context.formXObject(
        [
          pushGraphicsState(),
          concatTransformationMatrix(
            1 / box.width,
            0,
            0,
            1 / box.height,
            -box.x / box.width,
            1 + box.y / box.height,
          ),
          ...operators,
          popGraphicsState(),
        ],
        { BBox: [0, 0, 1, 1], Resources: {} },
      );
      const name = `Sym${style.styleId}`;
      symbolForms.set(name, doc.context.register(form));
      inks.set(style.styleId, {
        fill,
        ink,
        inkOperator: fillOperator(ink),
        glyphWidth: 0,
        symbol: { name, cells: symbol.cells },
      });
    } else {
      inks.set(style.styleId, {
        fill,
        ink,
        inkOperator: fillOperator(ink),
        glyphHex: symbolFont.encodeText(entry.glyph).toString(),
        glyphWidth: symbolFont.widthOfTextAtSize(entry.glyph, glyphSize),
        glyphSize,
      });
    }
  }
  return { inks, symbolForms };
}
