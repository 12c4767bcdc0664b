/**
 * The built-in symbol set: common knitting, crochet and cross-stitch symbols as path data in a 100 × 100 view box
 * per cell. The symbols endpoint (`GET /nl/ajax/symbols?id=…&v=1`) serves the same definitions.
 */
import type { StitchSymbol } from './symbol';
import { circle, fill, stroke, symbol } from './symbolSeed';
import { typeSymbols } from './typeSymbols';

const knitting = ['knitting'];
const crochet = ['crochet'];
const crossStitch = ['crossStitch'];
const shapes = ['shapes', 'crossStitch'];

/** Every built-in symbol, in palette order. */
export const builtInSymbols: readonly StitchSymbol[] = Object.freeze([
  // Knitting
  symbol({ symbolId: 'knit', title: 'Recht', categoryIds: knitting, paths: [stroke('M 50 20 L 50 80')] }),
  symbol({ symbolId: 'purl', title: 'Averecht', categoryIds: knitting, paths: [fill(circle(50, 50, 14))] }),
  symbol({
    symbolId: 'purl-bar',
    title: 'Averecht (streep)',
    categoryIds: knitting,
    paths: [stroke('M 20 50 L 80 50')],
  }),
  symbol({
    symbolId: 'yarn-over',
    title: 'Omslag',
    categoryIds: knitting,
    paths: [stroke(circle(50, 50, 28))],
  }),
  symbol({
    symbolId: 'k2tog',
    title: 'Twee recht samen',
    categoryIds: knitting,
    paths: [stroke('M 20 80 L 80 20')],
  }),
  symbol({ symbolId: 'ssk', title: 'Overhaling', categoryIds: knitting, paths: [stroke('M 20 20 L 80 80')] }),
  symbol({
    symbolId: 'k3tog',
    title: 'Drie recht samen',
    categoryIds: knitting,
    paths: [stroke('M 20 80 L 80 20 M 50 50 L 80 80')],
  }),
  symbol({
    symbolId: 'sk2p',
    title: 'Dubbele overhaling',
    categoryIds: knitting,
    paths: [stroke('M 20 80 L 50 20 L 80 80')],
  }),
  symbol({
    symbolId: 'cdd',
    title: 'Centrale dubbele minder',
    categoryIds: knitting,
    paths: [stroke('M 20 80 L 50 25 L 80 80 M 50 25 L 50 85')],
  }),
  symbol({
    symbolId: 'm1l',
    title: 'Meerderen links',
    categoryIds: knitting,
    paths: [stroke('M 25 75 L 25 25 L 75 75')],
  }),
  symbol({
    symbolId: 'm1r',
    title: 'Meerderen rechts',
    categoryIds: knitting,
    paths: [stroke('M 75 75 L 75 25 L 25 75')],
  }),
  symbol({
    symbolId: 'slip',
    title: 'Afhalen',
    categoryIds: knitting,
    paths: [stroke('M 25 25 L 50 80 L 75 25')],
  }),
  symbol({ symbolId: 'bobble', title: 'Noppe', categoryIds: knitting, paths: [fill(circle(50, 50, 30))] }),
  symbol({
    symbolId: 'knit-tbl',
    title: 'Recht gedraaid',
    categoryIds: knitting,
    paths: [stroke('M 35 85 C 35 40 65 40 65 20 M 65 85 C 65 40 35 40 35 20')],
  }),
  symbol({
    symbolId: 'kfb',
    title: 'Recht voor en achter',
    categoryIds: knitting,
    paths: [stroke('M 50 80 L 50 20 M 20 50 L 80 50')],
  }),
  symbol({
    symbolId: 'no-stitch',
    title: 'Geen steek',
    categoryIds: [...knitting, ...crochet],
    colorBackground: '#bbbbbb',
    paths: [stroke('M 20 20 L 80 80 M 80 20 L 20 80')],
    strokeWidth: 4,
  }),
  symbol({
    symbolId: 'cable-1-1-right',
    title: 'Kabel 1/1 rechts',
    cells: 2,
    categoryIds: knitting,
    paths: [stroke('M 20 85 L 180 15 M 20 15 L 80 42 M 120 58 L 180 85')],
  }),
  symbol({
    symbolId: 'cable-1-1-left',
    title: 'Kabel 1/1 links',
    cells: 2,
    categoryIds: knitting,
    paths: [stroke('M 20 15 L 180 85 M 180 15 L 120 42 M 80 58 L 20 85')],
  }),
  symbol({
    symbolId: 'cable-2-2-right',
    title: 'Kabel 2/2 rechts',
    cells: 4,
    categoryIds: knitting,
    paths: [
      stroke('M 30 85 L 230 15 M 170 85 L 370 15 M 30 15 L 140 45 M 260 55 L 370 85 M 170 15 L 200 25'),
    ],
  }),
  symbol({
    symbolId: 'cable-2-2-left',
    title: 'Kabel 2/2 links',
    cells: 4,
    categoryIds: knitting,
    paths: [
      stroke('M 30 15 L 230 85 M 170 15 L 370 85 M 370 15 L 260 45 M 140 55 L 30 85 M 230 15 L 200 25'),
    ],
  }),
  // Crochet
  symbol({
    symbolId: 'chain',
    title: 'Losse',
    categoryIds: crochet,
    paths: [stroke('M 20 50 A 30 18 0 1 0 80 50 A 30 18 0 1 0 20 50 Z')],
  }),
  symbol({
    symbolId: 'slip-stitch',
    title: 'Halve vaste',
    categoryIds: crochet,
    paths: [fill(circle(50, 50, 16))],
  }),
  symbol({
    symbolId: 'single-crochet',
    title: 'Vaste',
    categoryIds: crochet,
    paths: [stroke('M 25 25 L 75 75 M 75 25 L 25 75')],
  }),
  symbol({
    symbolId: 'half-double-crochet',
    title: 'Half stokje',
    categoryIds: crochet,
    paths: [stroke('M 25 20 L 75 20 M 50 20 L 50 85')],
  }),
  symbol({
    symbolId: 'double-crochet',
    title: 'Stokje',
    categoryIds: crochet,
    paths: [stroke('M 25 15 L 75 15 M 50 15 L 50 88 M 35 58 L 65 42')],
  }),
  symbol({
    symbolId: 'treble-crochet',
    title: 'Dubbel stokje',
    categoryIds: crochet,
    paths: [stroke('M 25 12 L 75 12 M 50 12 L 50 90 M 35 48 L 65 32 M 35 70 L 65 54')],
  }),
  symbol({
    symbolId: 'magic-ring',
    title: 'Magische ring',
    categoryIds: crochet,
    paths: [stroke('M 50 20 A 30 30 0 1 1 22 62 L 35 50')],
  }),
  symbol({
    symbolId: 'picot',
    title: 'Picot',
    categoryIds: crochet,
    paths: [stroke(circle(50, 38, 18)), fill(circle(50, 76, 9))],
  }),
  symbol({
    symbolId: 'shell',
    title: 'Schelp',
    cells: 2,
    categoryIds: crochet,
    paths: [
      stroke('M 100 90 L 30 25 M 100 90 L 65 15 M 100 90 L 100 10 M 100 90 L 135 15 M 100 90 L 170 25'),
    ],
  }),
  symbol({
    symbolId: 'popcorn',
    title: 'Popcorn',
    categoryIds: crochet,
    paths: [stroke('M 50 90 L 50 60'), fill('M 50 60 L 25 35 A 25 25 0 0 1 75 35 Z')],
  }),
  symbol({
    symbolId: 'puff',
    title: 'Puff',
    categoryIds: crochet,
    paths: [stroke('M 50 88 C 20 60 20 30 50 12 C 80 30 80 60 50 88 Z')],
  }),
  symbol({
    symbolId: 'front-post-double',
    title: 'Reliëfstokje voor',
    categoryIds: crochet,
    paths: [stroke('M 25 15 L 75 15 M 50 15 L 50 75 C 50 90 70 90 70 78 M 35 52 L 65 36')],
  }),
  // Cross stitch
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
  // Shapes
  symbol({
    symbolId: 'square',
    title: 'Vierkant',
    categoryIds: shapes,
    paths: [fill('M 25 25 L 75 25 L 75 75 L 25 75 Z')],
  }),
  symbol({
    symbolId: 'triangle',
    title: 'Driehoek',
    categoryIds: shapes,
    paths: [fill('M 50 18 L 82 80 L 18 80 Z')],
  }),
  symbol({
    symbolId: 'diamond',
    title: 'Ruit',
    categoryIds: shapes,
    paths: [fill('M 50 15 L 85 50 L 50 85 L 15 50 Z')],
  }),
  symbol({
    symbolId: 'heart',
    title: 'Hart',
    categoryIds: shapes,
    paths: [
      fill(
        'M 50 85 L 18 50 C 5 35 15 15 33 15 C 42 15 48 22 50 28 C 52 22 58 15 67 15 C 85 15 95 35 82 50 Z',
      ),
    ],
  }),
  symbol({
    symbolId: 'star',
    title: 'Ster',
    categoryIds: shapes,
    paths: [fill('M 50 10 L 61 38 L 90 38 L 67 56 L 76 86 L 50 68 L 24 86 L 33 56 L 10 38 L 39 38 Z')],
  }),
  symbol({ symbolId: 'ring', title: 'Cirkel', categoryIds: shapes, paths: [stroke(circle(50, 50, 30))] }),
  symbol({
    symbolId: 'background',
    title: 'Leeg',
    categoryIds: shapes,
    paths: [stroke('M 45 50 L 55 50')],
    strokeWidth: 2,
  }),
  // Stitches of the chart types (brioche, filet, C2C, Tunisian, wide cables)
  ...typeSymbols,
]);

const byId = new Map(builtInSymbols.map((definition) => [definition.symbolId, definition]));

/** A built-in symbol by id, or undefined. */
export function findBuiltInSymbol(symbolId: string): StitchSymbol | undefined {
  return byId.get(symbolId);
}
