/**
 * Freeform charts drawn without the PDF's fonts (`@steekwerk/formats/freeform`): the thumbnail's pixels for the API's
 * chart list, and what the exports draw (symbols of the visible layers, the key).
 */
export { freeformThumbnailPixels } from './freeform/freeformThumbnail';
export {
  drawnSymbolsOf,
  freeformKeyOf,
  freeformStyleName,
  inkOf,
  stitchSymbolOf,
  symbolFit,
  type DrawnSymbol,
  type FreeformChart,
  type FreeformKeyEntry,
} from './freeform/freeformScene';
