/**
 * Key symbols of cross stitch, the shape families: filled shapes and open ones (outlines, outlines with a dot or
 * a filled half). Each is one cell, drawn in a 100 × 100 view box; docs/decisions/symbols.md has how far apart
 * they measure.
 */
import type { StitchSymbol } from './symbol';
import { circle, fill, polygon, regularPolygon, stroke, symbol } from './symbolSeed';

const shapes = ['shapes', 'crossStitch'];
const outlines = ['outlines', 'crossStitch'];

const heartPath =
  'M 50 85 L 18 50 C 5 35 15 15 33 15 C 42 15 48 22 50 28 C 52 22 58 15 67 15 C 85 15 95 35 82 50 Z';
const starPath = 'M 50 10 L 61 38 L 90 38 L 67 56 L 76 86 L 50 68 L 24 86 L 33 56 L 10 38 L 39 38 Z';
const squarePath = 'M 22 22 L 78 22 L 78 78 L 22 78 Z';

const filledShape = (symbolId: string, title: string, d: string) =>
  symbol({ symbolId, title, categoryIds: shapes, paths: [fill(d)] });
const openShape = (symbolId: string, title: string, d: string, ...inner: string[]) =>
  symbol({ symbolId, title, categoryIds: outlines, paths: [stroke(d), ...inner.map((path) => fill(path))] });

export const shapeSymbols: readonly StitchSymbol[] = [
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
  filledShape('triangle-down', 'Driehoek omlaag', 'M 18 20 L 82 20 L 50 82 Z'),
  filledShape('triangle-left', 'Driehoek links', 'M 80 18 L 80 82 L 18 50 Z'),
  filledShape('triangle-right', 'Driehoek rechts', 'M 20 18 L 20 82 L 82 50 Z'),
  filledShape('moon', 'Maan', 'M 60 16 A 34 34 0 0 0 60 84 A 14 34 0 0 1 60 16 Z'),
  filledShape('bowtie', 'Strik', 'M 16 18 L 50 50 L 16 82 Z M 84 18 L 50 50 L 84 82 Z'),
  filledShape('hourglass', 'Zandloper', 'M 18 16 L 82 16 L 50 50 Z M 18 84 L 82 84 L 50 50 Z'),
  filledShape(
    'plus-bold',
    'Dik plus',
    polygon([
      [38, 14],
      [62, 14],
      [62, 38],
      [86, 38],
      [86, 62],
      [62, 62],
      [62, 86],
      [38, 86],
      [38, 62],
      [14, 62],
      [14, 38],
      [38, 38],
    ]),
  ),
  symbol({ symbolId: 'ring', title: 'Cirkel', categoryIds: outlines, paths: [stroke(circle(50, 50, 30))] }),
  openShape('square-open', 'Open vierkant', squarePath),
  openShape('triangle-open', 'Open driehoek', 'M 50 16 L 84 80 L 16 80 Z'),
  openShape('triangle-down-open', 'Open driehoek omlaag', 'M 16 20 L 84 20 L 50 84 Z'),
  openShape('diamond-open', 'Open ruit', 'M 50 12 L 88 50 L 50 88 L 12 50 Z'),
  openShape('heart-open', 'Open hart', heartPath),
  openShape('star-open', 'Open ster', starPath),
  openShape('hexagon-open', 'Open zeshoek', regularPolygon(50, 50, 36, 6)),
  openShape('ring-dot', 'Cirkel met stip', circle(50, 50, 32), circle(50, 50, 16)),
  openShape('square-dot', 'Vierkant met stip', squarePath, circle(50, 50, 16)),
  openShape('ring-half-left', 'Cirkel, linkerhelft vol', circle(50, 50, 32), 'M 50 18 A 32 32 0 0 0 50 82 Z'),
  openShape(
    'ring-half-bottom',
    'Cirkel, onderhelft vol',
    circle(50, 50, 32),
    'M 18 50 A 32 32 0 0 0 82 50 Z',
  ),
  openShape('square-half-left', 'Vierkant, linkerhelft vol', squarePath, 'M 22 22 L 50 22 L 50 78 L 22 78 Z'),
  openShape('square-half-top', 'Vierkant, bovenhelft vol', squarePath, 'M 22 22 L 78 22 L 78 50 L 22 50 Z'),
  symbol({
    symbolId: 'ring-plus',
    title: 'Cirkel met plus',
    categoryIds: outlines,
    paths: [stroke(`${circle(50, 50, 34)} M 50 16 L 50 84 M 16 50 L 84 50`)],
    strokeWidth: 7,
  }),
  symbol({
    symbolId: 'ring-times',
    title: 'Cirkel met kruis',
    categoryIds: outlines,
    paths: [stroke(`${circle(50, 50, 34)} M 26 26 L 74 74 M 74 26 L 26 74`)],
    strokeWidth: 7,
  }),
];
