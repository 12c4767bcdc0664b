/**
 * Knitting symbols of one cell, as seen from the right side (formats-and-following.md §6.1): knit a bar, purl a
 * dot, a yarn over an open circle, decreases leaning the way they lean, a purl variant with a dot. Drawn in a
 * 100 × 100 view box with a 10 % margin; our own paths from the conventions.
 */
import type { StitchSymbol } from './symbol';
import { circle, ellipse, fill, stroke, symbol } from './symbolSeed';

const knitting = ['knitting'];
const crochet = ['crochet'];

export const knittingSymbols: readonly StitchSymbol[] = [
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
    symbolId: 'p2tog',
    title: 'Twee averecht samen',
    categoryIds: knitting,
    paths: [stroke('M 20 80 L 80 20'), fill(circle(72, 70, 9))],
  }),
  symbol({
    symbolId: 'ssp',
    title: 'Overhaling averecht',
    categoryIds: knitting,
    paths: [stroke('M 20 20 L 80 80'), fill(circle(28, 70, 9))],
  }),
  symbol({
    symbolId: 'purl-tbl',
    title: 'Averecht gedraaid',
    categoryIds: knitting,
    paths: [stroke('M 35 72 C 35 40 65 40 65 15 M 65 72 C 65 40 35 40 35 15 M 25 87 L 75 87')],
  }),
  symbol({
    symbolId: 'm1-purl',
    title: 'Averecht meerderen',
    categoryIds: knitting,
    paths: [stroke('M 25 70 L 25 20 L 50 50 L 75 20 L 75 70'), fill(circle(50, 80, 8))],
  }),
  symbol({
    symbolId: 'k1-yo-k1',
    title: 'Recht, omslag, recht in één steek',
    categoryIds: knitting,
    paths: [stroke('M 50 85 L 20 20 M 50 85 L 50 15 M 50 85 L 80 20')],
  }),
  symbol({
    symbolId: 'bind-off',
    title: 'Afkanten',
    categoryIds: knitting,
    paths: [fill(ellipse(50, 50, 32, 16))],
  }),
  symbol({
    symbolId: 'nupp',
    title: 'Nup',
    categoryIds: knitting,
    paths: [stroke(ellipse(50, 50, 20, 34)), fill(circle(50, 50, 7))],
  }),
  symbol({
    symbolId: 'slip-wyif',
    title: 'Afhalen, draad voor',
    categoryIds: knitting,
    paths: [stroke('M 25 18 L 50 68 L 75 18 M 22 86 L 78 86')],
  }),
  symbol({
    symbolId: 'knit-below',
    title: 'Recht in de steek eronder',
    categoryIds: knitting,
    paths: [stroke('M 50 15 L 50 62 M 30 62 A 20 20 0 0 0 70 62')],
  }),
];
