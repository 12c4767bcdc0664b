/**
 * The PDF's layout settings, shared by the download screen (spec §3 export settings) and the convert command
 * (`--paper`, `--orientation`, `--overlap`, `--fabric`, `--mode`).
 */
export const paperSizes = ['a4', 'a3', 'letter', 'legal'] as const;
export type PaperSize = (typeof paperSizes)[number];

export const orientations = ['portrait', 'landscape'] as const;
export type Orientation = (typeof orientations)[number];

export const pdfColourModes = ['colour', 'bw'] as const;
export type PdfColourMode = (typeof pdfColourModes)[number];

export interface PdfOptions {
  paper: PaperSize;
  orientation: Orientation;
  /** Rows and columns repeated from the neighbouring page, tinted under the symbols. */
  overlap: number;
  /** Fabric count in stitches per inch (Aida 14 = 14), for the size in cm and the skein estimate. */
  fabricCount: number;
  mode: PdfColourMode;
  /** Margin around the printed area, in PDF points (72 per inch). */
  marginPt: number;
  /** The side of one chart cell in points; 8 pt (2.8 mm) keeps symbols big enough for tracker apps. */
  cellPt?: number;
  /** Strands of floss for the skein estimate (2 for cross stitch on Aida 14). */
  strands?: number;
  /** The chart's public link: printed as a QR code on the cover when given (only for a public chart). */
  publicLink?: string;
  /** Catalogue products of the palette by productId: brand, number and name for the key. */
  products?: Readonly<Record<string, PdfProduct>>;
  /** Pages with the written instructions after the chart pages (issue 17). */
  written?: boolean;
  /** A colour's name in the written instructions, for styles without abbreviation, product or description. */
  writtenColourName?: (hexColour: string) => string;
}

/** What the key prints of a catalogue product. */
export interface PdfProduct {
  brand: string;
  number: string;
  name: string;
}

/** The cell side when the options leave it open. */
export const defaultCellPt = 8;
/** The strands when the options leave them open. */
export const defaultStrands = 2;

export const defaultPdfOptions: Readonly<PdfOptions> = {
  paper: 'a4',
  orientation: 'portrait',
  overlap: 3,
  fabricCount: 14,
  mode: 'colour',
  marginPt: 72,
};

/** Paper sizes in PDF points, portrait. */
export const paperSizePt: Readonly<Record<PaperSize, { width: number; height: number }>> = {
  a4: { width: 595.28, height: 841.89 },
  a3: { width: 841.89, height: 1190.55 },
  letter: { width: 612, height: 792 },
  legal: { width: 612, height: 1008 },
};
