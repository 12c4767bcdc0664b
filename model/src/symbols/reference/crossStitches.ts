/** The cross-stitch stitches of the reference. */
import { stitchOf, type StitchEntry } from './referenceStitch';

const embroider = stitchOf('crossStitch');

export const crossStitches: readonly StitchEntry[] = [
  embroider('cross', 'kruissteek', 'ks'),
  embroider('half-stitch', 'halve kruissteek', 'hks'),
  embroider('quarter-stitch', 'kwartsteek', 'kws'),
  embroider('backstitch', 'steelsteek', 'sts'),
  embroider('french-knot', 'Franse knoop', 'fk'),
];
