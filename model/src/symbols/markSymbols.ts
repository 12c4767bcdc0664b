/**
 * Key symbols of cross stitch, the mark families: arrows in eight directions, and lines and dots (plus, times, double lines, hash, asterisk, groups of dots).
 */
import type { StitchSymbol } from './symbol';
import { circle, fill, stroke, symbol } from './symbolSeed';

const arrows = ['arrows', 'crossStitch'];
const lines = ['lines', 'crossStitch'];

/** An arrow pointing at `angle` degrees (0 right, 90 down), its shaft through the centre. */
function arrowPath(angle: number): string {
  const radians = (angle * Math.PI) / 180;
  const along = (length: number, turn = 0) => {
    const direction = radians + (turn * Math.PI) / 180;
    return [50 + length * Math.cos(direction), 50 + length * Math.sin(direction)] as const;
  };
  const tip = along(36);
  const tail = along(-36);
  const head = (turn: number) => {
    const direction = radians + Math.PI + (turn * Math.PI) / 180;
    return [tip[0] + 26 * Math.cos(direction), tip[1] + 26 * Math.sin(direction)] as const;
  };
  const point = ([x, y]: readonly [number, number]) =>
    `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;
  return `M ${point(tail)} L ${point(tip)} M ${point(head(-40))} L ${point(tip)} L ${point(head(40))}`;
}

const arrowDirections: readonly (readonly [string, string, number])[] = [
  ['arrow-right', 'Pijl naar rechts', 0],
  ['arrow-down-right', 'Pijl naar rechtsonder', 45],
  ['arrow-down', 'Pijl omlaag', 90],
  ['arrow-down-left', 'Pijl naar linksonder', 135],
  ['arrow-left', 'Pijl naar links', 180],
  ['arrow-up-left', 'Pijl naar linksboven', 225],
  ['arrow-up', 'Pijl omhoog', 270],
  ['arrow-up-right', 'Pijl naar rechtsboven', 315],
];

const line = (symbolId: string, title: string, d: string, strokeWidth = 9) =>
  symbol({ symbolId, title, categoryIds: lines, paths: [stroke(d)], strokeWidth });
const dots = (symbolId: string, title: string, centres: readonly (readonly [number, number])[]) =>
  symbol({
    symbolId,
    title,
    categoryIds: lines,
    paths: [fill(centres.map(([x, y]) => circle(x, y, 10)).join(' '))],
  });

export const markSymbols: readonly StitchSymbol[] = [
  ...arrowDirections.map(([symbolId, title, angle]) =>
    symbol({ symbolId, title, categoryIds: arrows, paths: [stroke(arrowPath(angle))], strokeWidth: 9 }),
  ),
  line('plus', 'Plus', 'M 50 14 L 50 86 M 14 50 L 86 50'),
  line('times', 'Maal', 'M 22 22 L 78 78 M 78 22 L 22 78'),
  line('double-vertical', 'Dubbele verticale streep', 'M 34 14 L 34 86 M 66 14 L 66 86'),
  line('double-horizontal', 'Is-gelijkteken', 'M 14 34 L 86 34 M 14 66 L 86 66'),
  line('hash', 'Hekje', 'M 38 14 L 38 86 M 62 14 L 62 86 M 14 38 L 86 38 M 14 62 L 86 62', 7),
  line('asterisk', 'Sterretje', 'M 50 14 L 50 86 M 19 32 L 81 68 M 81 32 L 19 68'),
  line('triple-horizontal', 'Drie strepen', 'M 16 22 L 84 22 M 16 50 L 84 50 M 16 78 L 84 78', 8),
  line('caret', 'Dakje', 'M 18 66 L 50 30 L 82 66'),
  dots('dots-two', 'Twee stippen', [
    [50, 28],
    [50, 72],
  ]),
  dots('dots-three', 'Drie stippen', [
    [24, 76],
    [50, 50],
    [76, 24],
  ]),
  dots('dots-four', 'Vier stippen', [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ]),
];
