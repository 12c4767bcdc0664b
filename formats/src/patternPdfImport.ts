/**
 * Reading cross-stitch pattern PDFs (pdf.js): the entry point `@steekwerk/formats/pattern-pdf`, for the web's import
 * worker and the convert command only; pdf.js itself loads on the first read.
 */
export {
  pictureOnlyMessage,
  readPatternPdf,
  type ImportedPattern,
  type PatternPdfReport,
  type ReadPatternPdfOptions,
} from './patternPdf/readPatternPdf';
export { patternPreviewPng, patternPreviewSize } from './patternPdf/previewPng';
