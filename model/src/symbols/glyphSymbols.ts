/**
 * Key symbols of cross stitch, the glyph families: capital letters and digits drawn as single strokes (our own
 * paths, no font outlines). Letters and digits that read alike at 12 px are left out: B (8), D and O (0), I (1),
 * S (5), Z (2), F (E), R (P), G (C), Q, X (the cross), J.
 */
import type { StitchSymbol } from './symbol';
import { circle, stroke, symbol } from './symbolSeed';

const letters = ['letters', 'crossStitch'];
const digits = ['digits', 'crossStitch'];
const lineWidth = 9;

const letterPaths: Readonly<Record<string, string>> = {
  a: 'M 24 86 L 50 14 L 76 86 M 34 60 L 66 60',
  c: 'M 74 28 A 30 36 0 1 0 74 72',
  e: 'M 72 15 L 30 15 L 30 85 L 72 85 M 30 50 L 62 50',
  h: 'M 28 15 L 28 85 M 72 15 L 72 85 M 28 50 L 72 50',
  k: 'M 30 15 L 30 85 M 72 15 L 30 57 M 45 43 L 74 85',
  l: 'M 32 15 L 32 85 L 72 85',
  m: 'M 20 85 L 20 15 L 50 60 L 80 15 L 80 85',
  n: 'M 27 85 L 27 15 L 73 85 L 73 15',
  p: 'M 30 85 L 30 15 L 54 15 A 18 18 0 0 1 54 51 L 30 51',
  t: 'M 22 15 L 78 15 M 50 15 L 50 85',
  u: 'M 28 15 L 28 62 A 22 22 0 0 0 72 62 L 72 15',
  v: 'M 22 15 L 50 85 L 78 15',
  w: 'M 14 15 L 32 85 L 50 35 L 68 85 L 86 15',
  y: 'M 22 15 L 50 50 L 78 15 M 50 50 L 50 85',
};

const digitPaths: Readonly<Record<string, string>> = {
  '0': 'M 50 14 A 24 36 0 1 0 50 86 A 24 36 0 1 0 50 14 Z',
  '1': 'M 34 30 L 54 14 L 54 86',
  '2': 'M 28 32 A 22 20 0 1 1 68 46 L 28 86 L 74 86',
  '3': 'M 28 15 L 72 15 L 48 44 A 21 21 0 1 1 28 78',
  '4': 'M 62 86 L 62 14 L 22 62 L 80 62',
  '5': 'M 72 15 L 34 15 L 31 46 C 60 36 76 50 74 64 C 72 84 44 89 28 78',
  '6': 'M 68 16 C 42 20 28 42 28 64',
  '7': 'M 24 15 L 76 15 L 40 86',
  '8': '',
  '9': 'M 32 84 C 58 80 72 58 72 36',
};

/** Digits drawn with a circle as well as strokes. */
const digitExtras: Readonly<Record<string, string>> = {
  '6': circle(50, 64, 22),
  '8': `${circle(50, 32, 17)} ${circle(50, 67, 20)}`,
  '9': circle(50, 36, 22),
};

export const glyphSymbols: readonly StitchSymbol[] = [
  ...Object.entries(letterPaths).map(([letter, d]) =>
    symbol({
      symbolId: `letter-${letter}`,
      title: `Letter ${letter.toUpperCase()}`,
      categoryIds: letters,
      paths: [stroke(d)],
      strokeWidth: lineWidth,
    }),
  ),
  ...Object.entries(digitPaths).map(([digit, d]) =>
    symbol({
      symbolId: `digit-${digit}`,
      title: `Cijfer ${digit}`,
      categoryIds: digits,
      paths: [stroke([d, digitExtras[digit] ?? ''].filter((part) => part !== '').join(' '))],
      strokeWidth: lineWidth,
    }),
  ),
];
