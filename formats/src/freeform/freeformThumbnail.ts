/**
 * A freeform chart's list thumbnail (the API's chart list, spec §2): the whole freeform size on its background
 * colour, at most `maxSide` pixels on its longer side, the visible layers' symbols drawn as in the PNG export
 * (a symbol of a few pixels as a dot of its colour).
 */
import { hexToRgb } from '@steekwerk/model';
import { Raster } from '../png/raster';
import { drawFreeformSymbols } from './freeformRaster';
import { drawnSymbolsOf, type FreeformChart } from './freeformScene';

/** The RGB pixels of the thumbnail, row by row. */
export function freeformThumbnailPixels(
  chart: FreeformChart,
  maxSide: number,
): { width: number; height: number; rgb: Uint8Array } {
  const { width, height } = chart.freeform.size;
  const scale = Math.max(1, maxSide) / Math.max(width, height, 1);
  const raster = new Raster(
    Math.max(1, Math.round(width * scale)),
    Math.max(1, Math.round(height * scale)),
    hexToRgb(chart.freeform.backgroundColor),
  );
  drawFreeformSymbols(raster, drawnSymbolsOf(chart), { scale, offsetX: 0, offsetY: 0 });
  return { width: raster.width, height: raster.height, rgb: raster.pixels };
}
