/**
 * Crochet symbols (formats-and-following.md §6.2, the international system): a chain an oval, a slip stitch a
 * dot, a single crochet a cross, taller stitches a T whose stem carries one slash per yarn over; stitches worked
 * together meet at the top, stitches worked into one stitch fan out from one foot. Our own paths.
 */
import type { StitchSymbol } from './symbol';
import { circle, ellipse, fill, stroke, symbol } from './symbolSeed';

const crochet = ['crochet'];

/** A T of a tall stitch from (x, 88) to (x, top), with `slashes` yarn-over slashes across the stem. */
function tallStitch(slashes: number, top = 12): string {
  const parts = [`M 30 ${top} L 70 ${top} M 50 ${top} L 50 90`];
  const span = 90 - top;
  for (let index = 0; index < slashes; index += 1) {
    const y = top + span * ((index + 1) / (slashes + 1)) + 4;
    parts.push(`M 36 ${y + 7} L 64 ${y - 7}`);
  }
  return parts.join(' ');
}

export const crochetSymbols: readonly StitchSymbol[] = [
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
  symbol({
    symbolId: 'double-treble-crochet',
    title: 'Driedubbel stokje',
    categoryIds: crochet,
    paths: [stroke(tallStitch(3, 10))],
    strokeWidth: 7,
  }),
  symbol({
    symbolId: 'back-post-double',
    title: 'Reliëfstokje achter',
    categoryIds: crochet,
    paths: [stroke('M 25 15 L 75 15 M 50 15 L 50 75 C 50 90 30 90 30 78 M 35 52 L 65 36')],
  }),
  symbol({
    symbolId: 'sc2tog',
    title: 'Twee vasten samen',
    categoryIds: crochet,
    paths: [stroke('M 28 86 L 50 22 L 72 86 M 26 58 L 44 58 M 56 58 L 74 58')],
  }),
  symbol({
    symbolId: 'dc2tog',
    title: 'Twee stokjes samen',
    categoryIds: crochet,
    paths: [stroke('M 28 88 L 50 16 L 72 88 M 34 16 L 66 16 M 26 62 L 42 50 M 58 62 L 74 50')],
  }),
  symbol({
    symbolId: 'dc3tog',
    title: 'Drie stokjes samen (cluster)',
    categoryIds: crochet,
    paths: [stroke('M 20 88 L 50 16 L 80 88 M 50 16 L 50 88 M 34 16 L 66 16'), fill(ellipse(50, 20, 12, 7))],
  }),
  symbol({
    symbolId: 'sc-increase',
    title: 'Twee vasten in één steek',
    categoryIds: crochet,
    paths: [stroke('M 50 86 L 28 22 M 50 86 L 72 22 M 20 44 L 40 44 M 60 44 L 80 44')],
  }),
  symbol({
    symbolId: 'dc-increase',
    title: 'Twee stokjes in één steek',
    categoryIds: crochet,
    paths: [
      stroke(
        'M 50 90 L 28 16 M 50 90 L 72 16 M 16 16 L 40 16 M 60 16 L 84 16 M 26 54 L 42 42 M 58 42 L 74 54',
      ),
    ],
  }),
  symbol({
    symbolId: 'back-loop',
    title: 'Alleen in de achterste lus',
    categoryIds: crochet,
    paths: [stroke('M 22 70 A 28 28 0 0 1 78 70')],
  }),
  symbol({
    symbolId: 'front-loop',
    title: 'Alleen in de voorste lus',
    categoryIds: crochet,
    paths: [stroke('M 22 30 A 28 28 0 0 0 78 30')],
  }),
  symbol({
    symbolId: 'v-stitch',
    title: 'V-steek',
    categoryIds: crochet,
    paths: [
      stroke('M 50 90 L 26 18 M 50 90 L 74 18 M 14 18 L 38 18 M 62 18 L 86 18'),
      stroke(ellipse(50, 24, 9, 6)),
    ],
    strokeWidth: 6,
  }),
  symbol({
    symbolId: 'crossed-double',
    title: 'Gekruiste stokjes',
    categoryIds: crochet,
    paths: [stroke('M 24 88 L 72 16 M 76 88 L 28 16 M 14 16 L 42 16 M 58 16 L 86 16')],
  }),
  // Freeform rounds (issue 29): three together, three in one, and a cluster of three worked in one stitch.
  symbol({
    symbolId: 'sc3tog',
    title: 'Drie vasten samen',
    categoryIds: crochet,
    paths: [
      stroke('M 20 86 L 50 22 L 80 86 M 50 22 L 50 86 M 20 64 L 36 64 M 42 64 L 58 64 M 64 64 L 80 64'),
    ],
  }),
  symbol({
    symbolId: 'sc-increase-3',
    title: 'Drie vasten in één steek',
    categoryIds: crochet,
    paths: [
      stroke(
        'M 50 86 L 22 22 M 50 86 L 50 18 M 50 86 L 78 22 M 23 44 L 40 44 M 42 40 L 58 40 M 60 44 L 77 44',
      ),
    ],
  }),
  symbol({
    symbolId: 'dc-increase-3',
    title: 'Drie stokjes in één steek',
    categoryIds: crochet,
    paths: [
      stroke(
        'M 50 90 L 22 16 M 50 90 L 50 12 M 50 90 L 78 16 M 12 16 L 32 16 M 40 12 L 60 12 M 68 16 L 88 16 ' +
          'M 28 60 L 42 48 M 43 58 L 57 46 M 58 60 L 72 48',
      ),
    ],
    strokeWidth: 6,
  }),
  symbol({
    symbolId: 'dc-cluster-3',
    title: 'Cluster van drie stokjes in één steek',
    categoryIds: crochet,
    paths: [
      stroke(
        'M 50 90 C 16 66 16 40 50 20 M 50 90 L 50 20 M 50 90 C 84 66 84 40 50 20 M 32 14 L 68 14 ' +
          'M 20 60 L 32 50 M 44 60 L 56 50 M 68 60 L 80 50',
      ),
      fill(ellipse(50, 20, 10, 6)),
    ],
    strokeWidth: 6,
  }),
  symbol({
    symbolId: 'turning-chain',
    title: 'Keerlosse',
    categoryIds: crochet,
    paths: [stroke(ellipse(50, 30, 24, 13)), stroke(ellipse(50, 70, 24, 13))],
    strokeWidth: 6,
  }),
];
