/**
 * Doilies built in code for the written-rounds tests: stitches placed on a round guide as a designer draws them —
 * upright on a round (foot toward the centre), or fanned from one foot when worked into one stitch.
 */
import {
  boundingBoxOf,
  createPaletteStyle,
  pointAtScreenAngle,
  roundRadius,
  screenAngleOfWork,
  type FreeformSymbol,
  type PaletteStyle,
  type RoundGuide,
} from '@steekwerk/model';

/** One style per stitch; the style id of a symbol id is its place in this list + 1. */
export const doilySymbolIds = [
  'chain',
  'slip-stitch',
  'single-crochet',
  'half-double-crochet',
  'double-crochet',
  'treble-crochet',
  'picot',
  'magic-ring',
  'sc-increase',
  'dc-increase',
  'sc2tog',
  'dc3tog',
  'popcorn',
  'heart',
  'v-stitch',
] as const;
export type DoilySymbolId = (typeof doilySymbolIds)[number];

export const doilyStyles: PaletteStyle[] = doilySymbolIds.map((symbolId, index) =>
  createPaletteStyle(index + 1, { symbolId }),
);

const styleIdOf = (symbolId: DoilySymbolId) => doilySymbolIds.indexOf(symbolId) + 1;

export function guideOf(overrides: Partial<RoundGuide> = {}): RoundGuide {
  return {
    guideId: 1,
    layerId: 1,
    centerX: 250,
    centerY: 250,
    radius: 20,
    spacing: 20,
    rounds: 6,
    wedges: 6,
    startAngle: 0,
    symmetry: true,
    ...overrides,
  };
}

function symbolAt(
  symbolId: DoilySymbolId,
  x: number,
  y: number,
  rotate: number,
  layerId: number,
): FreeformSymbol {
  const placement = { x, y, width: 20, height: 20, rotate };
  return {
    layerId,
    ...placement,
    size: 1,
    styleId: styleIdOf(symbolId),
    boundingBox: boundingBoxOf(placement),
  };
}

/** A stitch upright on round `round` at a work angle (degrees from the start arrow, counter-clockwise). */
export function upright(
  guide: RoundGuide,
  round: number,
  workAngle: number,
  symbolId: DoilySymbolId,
  layerId = guide.layerId,
): FreeformSymbol {
  const screen = screenAngleOfWork(guide, workAngle);
  const point = pointAtScreenAngle(guide, roundRadius(guide, round), screen);
  return symbolAt(symbolId, point.x, point.y, screen, layerId);
}

/** `count` stitches evenly around a round, the first half a share after the start arrow. */
export function evenly(
  guide: RoundGuide,
  round: number,
  count: number,
  symbolId: DoilySymbolId,
): FreeformSymbol[] {
  return Array.from({ length: count }, (_, index) =>
    upright(guide, round, ((index + 0.5) * 360) / count, symbolId),
  );
}

/**
 * Stitches fanned from one foot on the round inside round `round`, at a work angle: each turned `spread` degrees
 * from the next, in working order (a `null` is a stitch drawn straight up from the foot, e.g. a picot).
 */
export function fan(
  guide: RoundGuide,
  round: number,
  workAngle: number,
  symbolIds: readonly DoilySymbolId[],
  spread = 25,
): FreeformSymbol[] {
  const footScreen = screenAngleOfWork(guide, workAngle);
  const foot = pointAtScreenAngle(guide, roundRadius(guide, round) - 10, footScreen);
  return symbolIds.map((symbolId, index) => {
    const offset = (index - (symbolIds.length - 1) / 2) * spread;
    const direction = screenAngleOfWork(guide, workAngle + offset);
    const radians = (direction * Math.PI) / 180;
    return symbolAt(
      symbolId,
      foot.x + 10 * Math.sin(radians),
      foot.y - 10 * Math.cos(radians),
      direction,
      guide.layerId,
    );
  });
}

/** A stitch placed anywhere, unturned, on a layer. */
export function loose(symbolId: DoilySymbolId, x: number, y: number, layerId: number): FreeformSymbol {
  return symbolAt(symbolId, x, y, 0, layerId);
}
