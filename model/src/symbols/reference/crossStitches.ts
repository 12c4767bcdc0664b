/** The cross-stitch stitches of the reference. */
import { stitchOf, type ReferenceStitch } from './referenceStitch';

const embroider = stitchOf('crossStitch');

export const crossStitches: readonly ReferenceStitch[] = [
  embroider(
    'cross',
    'kruissteek',
    'ks',
    'Twee schuine steken over één vakje van de stof, de bovenste steeds in dezelfde richting.',
  ),
  embroider(
    'half-stitch',
    'halve kruissteek',
    'hks',
    'Alleen de eerste schuine steek van een kruissteek, over het hele vakje.',
  ),
  embroider(
    'quarter-stitch',
    'kwartsteek',
    'kws',
    'Een schuine steek van een hoek naar het midden van het vakje; samen met een halve steek een driekwartsteek.',
  ),
  embroider(
    'backstitch',
    'steelsteek',
    'sts',
    'Backstitch: rechte steken langs de lijnen van het raster voor omtrekken en tekst, elke steek terug in het gat van de vorige.',
  ),
  embroider(
    'french-knot',
    'Franse knoop',
    'fk',
    'Wikkel de draad een of twee keer om de naald en steek vlak naast de uitsteekplek terug: een knoopje.',
  ),
];
