/**
 * Popular products per category (spec §3 "categories (popular and favourite ids)"): shown first in a category and
 * offered by the "Populair" filter. A fixed, documented choice (docs/decisions/catalogue.md "Popular ids"):
 *
 * - **Floss**: black and the whites (DMC 310, B5200, blanc, 3865), then the pure primaries and secondaries of the
 *   card (321 red, 666 bright red, 700 green, 796 blue, 307 lemon, 740 tangerine): the threads almost every chart
 *   needs, and what kits and starter sets put in first.
 * - **Beads and drills**: each brand's white and black.
 * - **Yarn**: each line's black and white, then its next neutral where it has one: outlines, backgrounds and
 *   amigurumi eyes use them in nearly every pattern.
 *
 * Counting the products linked in saved charts would follow real use, but needs a scan of every chart's JSON and
 * says nothing until many charts link products; revisit when that is so. Ids not in the catalogue are left out, so
 * a line that is removed never shows a dangling popular id.
 */
import type { ProductCategory } from '@steekwerk/model';

export const popularProductIds: Readonly<Record<ProductCategory, readonly string[]>> = {
  floss: [
    'dmc-310',
    'dmc-b5200',
    'dmc-blanc',
    'dmc-3865',
    'dmc-321',
    'dmc-666',
    'dmc-700',
    'dmc-796',
    'dmc-307',
    'dmc-740',
  ],
  beads: ['hama-h01', 'hama-h18', 'perler-p01', 'perler-p18'],
  drills: ['diamonddotz-310', 'diamonddotz-blanc'],
  yarn: [
    'scheepjescatona-110',
    'scheepjescatona-106',
    'scheepjescatona-105',
    'scheepjescahlista-110',
    'scheepjescahlista-106',
    'scheepjesstonewashed-801',
    'dropssafran-16',
    'dropssafran-17',
    'dropssafran-18',
    'dropsparis-15',
    'dropsparis-16',
    'dropsparis-17',
    'hobbiirainbowcotton-009',
    'hobbiirainbowcotton-001',
    'hobbiirainbowcotton-002',
  ],
};
