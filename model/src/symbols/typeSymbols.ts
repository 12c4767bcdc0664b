/**
 * The stitch symbols the chart types bring beyond the common ones: brioche, filet, C2C, Tunisian crochet and the
 * 4/4 cable over 8 cells. A cable's front band is drawn whole and its back band broken where the front one crosses
 * it (the convention of knitting charts); a right cable (held at the back) leans right, a left one leans left.
 */
import type { StitchSymbol } from './symbol';
import { circle, fill, stroke, symbol } from './symbolSeed';

const knitting = ['knitting'];
const crochet = ['crochet'];

/** The 4/4 right cable over 800 × 100: two front edges whole, the back edges stopped where the front band lies. */
const cable44Right =
  'M 40 85 L 440 15 M 360 85 L 760 15 M 40 15 L 220 46.5 M 420 81.5 L 440 85 M 360 15 L 380 18.5 M 580 53.5 L 760 85';
/** The 4/4 left cable: the right one mirrored. */
const cable44Left =
  'M 760 85 L 360 15 M 440 85 L 40 15 M 760 15 L 580 46.5 M 380 81.5 L 360 85 M 440 15 L 420 18.5 M 220 53.5 L 40 85';

export const typeSymbols: readonly StitchSymbol[] = [
  symbol({
    symbolId: 'cable-4-4-right',
    title: 'Kabel 4/4 rechts',
    cells: 8,
    categoryIds: knitting,
    paths: [stroke(cable44Right)],
  }),
  symbol({
    symbolId: 'cable-4-4-left',
    title: 'Kabel 4/4 links',
    cells: 8,
    categoryIds: knitting,
    paths: [stroke(cable44Left)],
  }),
  symbol({
    symbolId: 'brioche-knit',
    title: 'Brioche recht',
    categoryIds: knitting,
    paths: [stroke('M 25 60 L 50 25 L 75 60 M 50 25 L 50 85')],
  }),
  symbol({
    symbolId: 'brioche-purl',
    title: 'Brioche averecht',
    categoryIds: knitting,
    paths: [stroke('M 25 30 L 50 65 L 75 30'), fill(circle(50, 80, 8))],
  }),
  symbol({
    symbolId: 'slip-yarn-over',
    title: 'Afhalen met omslag',
    categoryIds: knitting,
    paths: [stroke('M 30 40 L 50 85 L 70 40 M 20 35 A 30 22 0 0 1 80 35')],
  }),
  symbol({
    symbolId: 'filet-open',
    title: 'Open vakje',
    categoryIds: crochet,
    paths: [stroke('M 25 85 L 25 15 M 75 85 L 75 15 M 25 15 L 75 15')],
    strokeWidth: 5,
  }),
  symbol({
    symbolId: 'filet-closed',
    title: 'Dicht vakje',
    categoryIds: crochet,
    paths: [fill('M 15 15 L 85 15 L 85 85 L 15 85 Z')],
  }),
  symbol({
    symbolId: 'c2c-tile',
    title: 'C2C-tegel',
    categoryIds: crochet,
    paths: [stroke('M 20 80 L 80 20 M 20 55 L 55 20 M 45 80 L 80 45')],
    strokeWidth: 5,
  }),
  symbol({
    symbolId: 'tunisian-simple',
    title: 'Tunische enkele steek',
    categoryIds: crochet,
    paths: [stroke('M 50 15 L 50 85 M 35 15 L 65 15')],
  }),
  symbol({
    symbolId: 'tunisian-knit',
    title: 'Tunische breisteek',
    categoryIds: crochet,
    paths: [stroke('M 30 20 L 50 75 L 70 20 M 50 75 L 50 88')],
  }),
  symbol({
    symbolId: 'tunisian-purl',
    title: 'Tunische averechte steek',
    categoryIds: crochet,
    paths: [stroke('M 50 15 L 50 85 M 30 50 L 70 50')],
  }),
];
