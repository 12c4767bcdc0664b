/**
 * A freeform chart as a PNG (the download screen's "PNG-afbeelding", `convert --out x.png`): the whole freeform
 * size on its background colour, `size` pixels on its longer side, the visible layers' symbols as vector shapes
 * (freeformRaster.ts); with the legend, below or to the right, each used style's symbol in its colour, its name and
 * how many symbols it has.
 */
import { hexToRgb } from '@steekwerk/model';
import type { ChartSnapshot } from '../chart/chartSnapshot';
import { drawText, glyphHeight, textWidth } from '../png/pixelFont';
import { encodePng } from '../png/pngCodec';
import { Raster, type Rgb } from '../png/raster';
import type { ViewPngOptions } from '../png/viewPng';
import { drawFreeformSymbols } from './freeformRaster';
import { drawnSymbolsOf, freeformKeyOf, freeformStyleName } from './freeformScene';

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** Renders the freeform chart; `size` is clamped to 64–20000 pixels. */
export function writeFreeformPng(snapshot: ChartSnapshot, options: ViewPngOptions): Uint8Array<ArrayBuffer> {
  const { chart } = snapshot;
  const { width, height } = chart.freeform.size;
  const size = Math.max(64, Math.min(20_000, Math.round(options.size)));
  const scale = size / Math.max(width, height);
  const imageWidth = Math.max(1, Math.round(width * scale));
  const imageHeight = Math.max(1, Math.round(height * scale));
  const drawn = drawnSymbolsOf(chart);
  const key = options.legend ? freeformKeyOf(chart, drawn) : [];
  const textScale = Math.max(1, Math.min(4, Math.round(size / 400)));
  const lineHeight = Math.max(glyphHeight * textScale + 3 * textScale, 12 * textScale);
  const swatch = lineHeight - 2 * textScale;
  const pad = 4 * textScale;
  const texts = key.map((entry) => `${freeformStyleName(entry.style, entry.stitch)}  ${entry.count}`);
  const legendWidth =
    key.length > 0
      ? 2 * pad + swatch + pad + Math.max(...texts.map((text) => textWidth(text, textScale)))
      : 0;
  const legendHeight = key.length > 0 ? 2 * pad + key.length * lineHeight : 0;
  const right = options.legendPlacement === 'right' && key.length > 0;
  const raster = right
    ? new Raster(imageWidth + legendWidth, Math.max(imageHeight, legendHeight), white)
    : new Raster(Math.max(imageWidth, legendWidth), imageHeight + legendHeight, white);
  raster.fillRect(0, 0, imageWidth, imageHeight, hexToRgb(chart.freeform.backgroundColor));
  drawFreeformSymbols(raster, drawn, { scale, offsetX: 0, offsetY: 0 });
  const left = right ? imageWidth : 0;
  let top = right ? pad : imageHeight + pad;
  for (const [index, entry] of key.entries()) {
    // The style's symbol in its colour on the chart's background, in a thin frame.
    raster.fillRect(left + pad - 1, top - 1, swatch + 2, swatch + 2, black);
    raster.fillRect(left + pad, top, swatch, swatch, hexToRgb(chart.freeform.backgroundColor));
    const cells = entry.stitch.cells;
    const unit = swatch / Math.max(1, cells);
    drawFreeformSymbols(
      raster,
      [
        {
          symbol: {
            layerId: 1,
            x: left + pad + swatch / 2,
            y: top + swatch / 2,
            width: unit * cells,
            height: unit,
            rotate: 0,
            size: 1,
            styleId: entry.style.styleId,
          },
          stitch: entry.stitch,
          ink: entry.ink,
        },
      ],
      { scale: 1, offsetX: 0, offsetY: 0 },
    );
    const textTop = top + Math.round((swatch - glyphHeight * textScale) / 2);
    drawText(texts[index]!, left + pad + swatch + pad, textTop, textScale, (x, y, w, h) =>
      raster.fillRect(x, y, w, h, black),
    );
    top += lineHeight;
  }
  return encodePng({ kind: 'rgb', width: raster.width, height: raster.height, pixels: raster.pixels }, 4);
}
