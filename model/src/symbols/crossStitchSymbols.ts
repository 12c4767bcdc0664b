/**
 * The stitches of cross stitch as symbols: a whole cross, a half and a quarter stitch, a backstitch, a French
 * knot, and the empty cell. The symbols a key gives each colour are in shapeSymbols.ts, glyphSymbols.ts and
 * markSymbols.ts.
 */
import type { StitchSymbol } from './symbol';
import { circle, fill, stroke, symbol } from './symbolSeed';

const crossStitch = ['crossStitch'];

export const crossStitchSymbols: readonly StitchSymbol[] = [
  symbol({
    symbolId: 'cross',
    title: 'Kruissteek',
    categoryIds: crossStitch,
    paths: [stroke('M 15 15 L 85 85 M 85 15 L 15 85')],
  }),
  symbol({
    symbolId: 'half-stitch',
    title: 'Halve kruissteek',
    categoryIds: crossStitch,
    paths: [stroke('M 15 85 L 85 15')],
  }),
  symbol({
    symbolId: 'quarter-stitch',
    title: 'Kwartsteek',
    categoryIds: crossStitch,
    paths: [stroke('M 15 85 L 50 50')],
  }),
  symbol({
    symbolId: 'backstitch',
    title: 'Steelsteek',
    categoryIds: crossStitch,
    paths: [stroke('M 10 50 L 90 50')],
    strokeWidth: 12,
  }),
  symbol({
    symbolId: 'french-knot',
    title: 'Franse knoop',
    categoryIds: crossStitch,
    paths: [fill(circle(50, 50, 22))],
  }),
  symbol({
    symbolId: 'background',
    title: 'Leeg',
    categoryIds: crossStitch,
    paths: [stroke('M 45 50 L 55 50')],
    strokeWidth: 2,
  }),
];
