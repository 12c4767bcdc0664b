/**
 * The import-picture settings of spec §3 (craft, type, unit, size, crop, square, gauge, swatch, colour count 10,
 * brightness 0, contrast 100, the colour source) with the dithering, clean-up and "keep small details", and
 * how they become the chart's size and the engine's options.
 */
import { tierLimits, type ChartType, type GridCraft } from '@steekwerk/model';
import type { ConvertPictureRequest, PictureCrop } from '../engine/engineClient';
import {
  chartSizeFor,
  densityFromGauge,
  densityFromSwatch,
  type Density,
  type Gauge,
  type LengthUnit,
  type Swatch,
} from '../chartSize/chartSize';

/** The chart's size is given in cells, or as a finished length through the gauge or a swatch. */
export type SizeUnit = 'cells' | LengthUnit;

/** Where the chart's colours come from: chosen freely, or from a brand's palette (its id). */
export type ColourSource = { readonly kind: 'free' } | { readonly kind: 'brand'; readonly brandId: string };

export interface PictureImportSettings {
  readonly craft: GridCraft;
  readonly type: ChartType;
  readonly unit: SizeUnit;
  /** The chart's width: cells, or centimetres or inches with a gauge. The height follows the picture. */
  readonly width: number;
  /** Whether the crop is square (and with square cells, the chart too). */
  readonly square: boolean;
  /** The part of the picture to use, in its pixels; the whole picture when undefined. */
  readonly crop: PictureCrop | undefined;
  /** Sizes in a length go through the gauge or a measured swatch. */
  readonly measure: 'gauge' | 'swatch';
  readonly gauge: Gauge;
  readonly swatch: Swatch;
  /** 1 up to the tier's palette maximum; 10 by default (spec §9). */
  readonly colorCount: number;
  readonly colourSource: ColourSource;
  /** -100..100, 0 by default. */
  readonly brightness: number;
  /** 0..200 %, 100 by default. */
  readonly contrast: number;
  /** Floyd–Steinberg dithering; off by default (it adds confetti). */
  readonly dither: boolean;
  /** Confetti clean-up strength 0 (off)..100. */
  readonly cleanup: number;
  readonly keepDetails: boolean;
}

/** The colour count of a new import (spec §9). */
export const DEFAULT_COLOR_COUNT = 10;
/** The clean-up strength of a new import (the engine's default). */
export const DEFAULT_CLEANUP_STRENGTH = 50;

/** A typical gauge per craft, for sizes in centimetres or inches until the user gives theirs. */
function defaultGauge(craft: GridCraft, unit: LengthUnit): Gauge {
  const perTenCm: Partial<Record<GridCraft, [number, number]>> = {
    knitting: [22, 30],
    crochet: [18, 20],
    crossStitch: [55, 55],
    diamondPainting: [40, 40],
    fuseBeads: [20, 20],
    pixelhobby: [25, 25],
    latchHook: [14, 14],
  };
  const [stitches, rows] = perTenCm[craft] ?? [20, 20];
  if (unit === 'cm') return { stitches, rows, unit };
  const scale = (4 * 2.54) / 10;
  return { stitches: Math.round(stitches * scale), rows: Math.round(rows * scale), unit };
}

/** The settings a new import starts with. */
export function defaultImportSettings(
  craft: GridCraft,
  type: ChartType,
  lengthUnit: LengthUnit,
): PictureImportSettings {
  return {
    craft,
    type,
    unit: 'cells',
    width: 80,
    square: false,
    crop: undefined,
    measure: 'gauge',
    gauge: defaultGauge(craft, lengthUnit),
    swatch: { stitches: 20, rows: 20, width: 10, height: 10, unit: lengthUnit },
    colorCount: DEFAULT_COLOR_COUNT,
    colourSource: { kind: 'free' },
    brightness: 0,
    contrast: 100,
    dither: false,
    cleanup: DEFAULT_CLEANUP_STRENGTH,
    keepDetails: false,
  };
}

/** The stitches and rows per centimetre of the settings' gauge or swatch, if they give one. */
export function densityOf(settings: PictureImportSettings): Density | undefined {
  return settings.measure === 'swatch'
    ? densityFromSwatch(settings.swatch)
    : densityFromGauge(settings.gauge);
}

/** The largest square inside a crop, centred. */
export function squareCrop(crop: PictureCrop): PictureCrop {
  const side = Math.min(crop.width, crop.height);
  return {
    x: Math.round(crop.x + (crop.width - side) / 2),
    y: Math.round(crop.y + (crop.height - side) / 2),
    width: side,
    height: side,
  };
}

/** The crop the settings use on a picture of `width` × `height`. */
export function effectiveCrop(settings: PictureImportSettings, width: number, height: number): PictureCrop {
  const crop = settings.crop ?? { x: 0, y: 0, width, height };
  return settings.square ? squareCrop(crop) : crop;
}

/** Why a size cannot be imported, if it cannot. */
export type SizeProblem = 'invalid' | 'needsPremium' | 'noGauge';

export interface ChartSize {
  readonly columns: number;
  readonly rows: number;
}

/**
 * The chart's columns and rows for a picture: the width in cells (or the finished width through the gauge), and
 * the rows that keep the crop's shape (with a gauge, the shape of the finished piece).
 */
export function chartSizeOf(
  settings: PictureImportSettings,
  pictureWidth: number,
  pictureHeight: number,
): ChartSize | { problem: 'invalid' | 'noGauge' } {
  const crop = effectiveCrop(settings, pictureWidth, pictureHeight);
  if (!Number.isFinite(settings.width) || settings.width <= 0) return { problem: 'invalid' };
  if (settings.unit === 'cells') {
    const columns = Math.round(settings.width);
    if (columns < 1) return { problem: 'invalid' };
    return { columns, rows: Math.max(1, Math.round((columns * crop.height) / crop.width)) };
  }
  const density = densityOf(settings);
  if (!density) return { problem: 'noGauge' };
  const finishedHeight = (settings.width * crop.height) / crop.width;
  return chartSizeFor(density, settings.width, finishedHeight, settings.unit);
}

/** Whether the user's tier allows a size (spec §5: beyond it, a free user is offered premium, s=34). */
export function sizeProblemOf(size: ChartSize, premium: boolean): SizeProblem | undefined {
  const max = tierLimits(premium).maxGridSize;
  if (size.columns > max || size.rows > max) {
    return size.columns > tierLimits(true).maxGridSize || size.rows > tierLimits(true).maxGridSize || premium
      ? 'invalid'
      : 'needsPremium';
  }
  return undefined;
}

/** The most colours the user may ask for: the tier's palette maximum, and no more than the brand has. */
export function maxColorCount(premium: boolean, brandColorCount?: number): number {
  const tierMax = tierLimits(premium).maxPaletteStyles;
  return brandColorCount === undefined ? tierMax : Math.max(1, Math.min(tierMax, brandColorCount));
}

/**
 * The engine's options for the settings: the size, the colours (capped as {@link maxColorCount}), the brand's
 * colours as RGB triplets, dithering, clean-up, brightness, contrast and the crop.
 */
export function pipelineOptions(
  settings: PictureImportSettings,
  size: ChartSize,
  picture: { readonly width: number; readonly height: number },
  options: { readonly premium: boolean; readonly brandRgb?: Uint8Array; readonly encodeRows?: boolean },
): ConvertPictureRequest {
  const brandColorCount = options.brandRgb ? options.brandRgb.length / 3 : undefined;
  const colorCount = Math.max(
    1,
    Math.min(Math.round(settings.colorCount), maxColorCount(options.premium, brandColorCount)),
  );
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));
  return {
    columns: size.columns,
    rows: size.rows,
    colorCount,
    dither: settings.dither ? 'fs' : 'none',
    cleanup: clamp(settings.cleanup, 0, 100),
    keepDetails: settings.keepDetails,
    brightness: clamp(settings.brightness, -100, 100),
    contrast: clamp(settings.contrast, 0, 200),
    crop: effectiveCrop(settings, picture.width, picture.height),
    ...(options.brandRgb ? { brand: options.brandRgb } : {}),
    ...(options.encodeRows ? { encodeRows: true } : {}),
  };
}

/** A colour `#rrggbb` as its three bytes. */
export function rgbOfHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Brand colours (`#rrggbb`) as the RGB triplets the engine takes. */
export function brandRgbOf(colors: ReadonlyArray<{ readonly color: string }>): Uint8Array {
  const rgb = new Uint8Array(colors.length * 3);
  colors.forEach((entry, index) => rgb.set(rgbOfHex(entry.color), index * 3));
  return rgb;
}
